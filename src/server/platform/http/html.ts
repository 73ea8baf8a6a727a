import type { FastifyRequest } from 'fastify';

/** Text as HTML: every character that could open markup is escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * `https://menu.example.com`, as the request named it (the scheme believed as TRUST_PROXY says),
 * or null when unreadable: for staff's own pages (where the QR codes point before an address is
 * saved), never for a guest page kept for everyone.
 */
export function originOf(request: FastifyRequest): string | null {
  try {
    const url = new URL(`${request.protocol}://${request.host}`);
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}
