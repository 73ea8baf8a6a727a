/** The back office itself, which leads each person to their first page (shared/admin-pages.ts landingPage). */
export const DEFAULT_ADMIN_PATH = '/admin';

/**
 * Where to go after signing in: the admin page the person originally asked for, from the
 * router state or `?next=`. Anything outside the back office (another site, `//evil.example`)
 * is ignored, so the login page cannot be used to send staff elsewhere.
 */
export function nextPath(state: unknown, search: string): string {
  const fromState =
    typeof state === 'object' && state !== null && typeof (state as { from?: unknown }).from === 'string'
      ? (state as { from: string }).from
      : null;
  const candidate = fromState ?? new URLSearchParams(search).get('next');
  if (!candidate) return DEFAULT_ADMIN_PATH;
  const isAdminPath = /^\/admin(\/|$)/.test(candidate) && !candidate.startsWith('//') && !candidate.includes('\\');
  if (!isAdminPath || /^\/admin\/login(\/|\?|$)/.test(candidate)) return DEFAULT_ADMIN_PATH;
  return candidate;
}
