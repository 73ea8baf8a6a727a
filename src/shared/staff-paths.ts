/**
 * The back office's addresses, as the server acts on them: the page under `/admin` and the API
 * under `/api/admin`. The server's router percent-decodes a path before matching it, so
 * `/%61pi/admin/…` reaches the staff API too: a rule about staff addresses must read the
 * decoded path, never the raw one.
 */
const STAFF = /^\/(?:admin|api\/admin)(?:\/|$)/i;
const OURS = /^\/(?:admin|api)(?:\/|$)/i;

/** `pathname` percent-decoded, with repeated slashes made one; null when it does not decode. */
export function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname).replace(/\/{2,}/g, '/');
  } catch {
    return null;
  }
}

/** Whether `pathname` is, or may be read by a server as, a back-office address (an undecodable one may). */
export function isStaffPath(pathname: string): boolean {
  const decoded = decodedPath(pathname);
  return decoded === null || STAFF.test(decoded);
}

/**
 * Whether `pathname` reaches `/api` or `/admin` by another spelling than their own: an
 * encoded letter (`/%61pi`), an encoded or repeated slash (`//admin`, `/api%2Fadmin`). No
 * client of ours sends one; the server refuses them, so no cache before it can be misled.
 */
export function isDisguisedPath(pathname: string): boolean {
  const decoded = decodedPath(pathname);
  if (decoded === null) return false;
  if (!OURS.test(decoded)) return false;
  const head = (path: string) => path.split('/').slice(0, 3).join('/');
  return head(pathname) !== head(decoded);
}
