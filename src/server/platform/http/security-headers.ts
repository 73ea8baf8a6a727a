import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The app's only scripts are its own bundled files, so the policy allows nothing else: no
 * inline script, no plugin, no <base> rewriting, no framing. Images may come from https
 * addresses, since staff link product photos by URL, and from `blob:`, the photo staff just
 * picked, shown before it is uploaded (a blob address is made by the page itself). The one inline style a page may carry is
 * a style sheet the server wrote (the tag colours of a guest page), allowed by its hash. A page
 * the app prints from a frame of its own (a station PC's tickets) may be framed by the app alone.
 */
export function contentSecurityPolicy({
  styleHashes = [],
  framedBySelf = false,
}: { styleHashes?: string[]; framedBySelf?: boolean } = {}): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self'", ...styleHashes.map((hash) => `'sha256-${hash}'`)].join(' '),
    "img-src 'self' https: data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    framedBySelf ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

export const DOCUMENT_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
} as const;

/** Sent over HTTPS only: a browser that got it over plain HTTP would ignore it anyway. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Pages and files get the full set. JSON answers of the API are never rendered as a page, so
 * they get only `nosniff`: the menu is the busiest answer, and every header is paid per request.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // A callback hook, not an async one: this runs on every request, and a promise each time shows.
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request, reply);
    done();
  });
}

/** The headers of registerSecurityHeaders, for answers that never pass its hook (an address the router cannot read). */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply, protocol = request.protocol): void {
  // Not a security header, but every answer here gets it at no further cost: the id of the
  // request's log lines (docs/deploy.md, "Logs").
  reply.header('x-request-id', request.id);
  if (request.url.startsWith('/api/')) {
    reply.header('x-content-type-options', 'nosniff');
  } else {
    reply.headers(DOCUMENT_HEADERS);
  }
  if (protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
}
