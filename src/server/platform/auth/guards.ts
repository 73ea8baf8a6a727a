import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { roleAtLeast, type UserRole } from '../../../shared/roles.js';
import type { StaffUser } from '../../../shared/schemas/user.js';
import type { ServerContext } from '../context.js';
import { HttpError } from '../http/errors.js';
import { resumeSession, SESSION_COOKIE } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff user, set by `requireSession`. */
    staff?: StaffUser;
    sessionId?: string;
  }
  interface FastifyContextConfig {
    /**
     * The least role that may use a staff route (kitchen < waiter < user < admin). The admin scope gives
     * each route its page's role (features/admin/routes.ts) unless the route names one itself:
     * lower for what a waiter needs of a page above theirs (the dishes' list, the sold-out
     * switch: D54), higher for what only admins do on a page staff share (an account's personal data).
     */
    role?: UserRole;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery guard for the back office. A browser always says where a
 * state-changing request comes from (Origin, Sec-Fetch-Site); staff requests must come from
 * this server's own pages. A JSON body is required too: HTML forms cannot send one. The one
 * route that takes a file (a photo upload, route config `multipart`) takes a multipart form
 * instead, and nothing else; a form another site posts is still stopped by its Origin.
 */
export function sameOriginGuard(request: FastifyRequest): void {
  if (!STATE_CHANGING.has(request.method)) return;
  const origin = request.headers.origin;
  const fetchSite = request.headers['sec-fetch-site'];
  const originMatches = typeof origin === 'string' && isSameOrigin(origin, request.protocol, request.host);
  const fetchSiteMatches = fetchSite === 'same-origin';
  const crossSite =
    (origin !== undefined && !originMatches) || (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none');
  if (crossSite || !(originMatches || fetchSiteMatches)) {
    throw new HttpError(403, 'forbidden', 'Bu istek yalnızca yönetim panelinden gönderilebilir.');
  }
  if (request.method === 'DELETE') return;
  if (request.routeOptions.config.multipart === true) {
    if (!isMultipart(request.headers['content-type'])) {
      throw new HttpError(415, 'unsupported_media_type', 'Bu içerik türü kabul edilmiyor; görseli multipart/form-data olarak gönderin.');
    }
  } else if (!isJson(request.headers['content-type'])) {
    throw new HttpError(415, 'unsupported_media_type', 'Bu içerik türü kabul edilmiyor; JSON gönderin.');
  }
}

/**
 * Compares origins the way URLs do: scheme, host and port, so `localhost:80` and
 * `http://localhost` are the same, and behind HTTPS `http://` is another site (a page served
 * over plain HTTP, which anyone on the network can rewrite). `protocol` comes from the trusted
 * proxy's X-Forwarded-Proto, or from the connection itself.
 */
function isSameOrigin(origin: string, protocol: 'http' | 'https', host: string): boolean {
  try {
    return new URL(origin).origin === new URL(`${protocol}://${host}`).origin;
  } catch {
    return false;
  }
}

function isJson(contentType: string | undefined): boolean {
  return contentType !== undefined && /^application\/json\s*(;|$)/i.test(contentType);
}

function isMultipart(contentType: string | undefined): boolean {
  return contentType !== undefined && /^multipart\/form-data\s*;/i.test(contentType);
}

/** Loads the session from the cookie; 401 when there is none or it has ended. */
export function requireSession(context: ServerContext) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await resumeSession(context.db, token, context.now()) : null;
    if (!session) {
      if (token) reply.clearCookie(SESSION_COOKIE, { path: '/' });
      throw new HttpError(401, 'unauthenticated', 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.');
    }
    request.staff = session.user;
    request.sessionId = session.id;
  };
}

/** 403 unless the signed-in user's role is `role` or above it (D6: only admins manage staff users; D54). */
export function requireRole(role: UserRole) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.staff || !roleAtLeast(request.staff.role, role)) {
      throw new HttpError(403, 'forbidden', 'Bu işlem için yetkiniz yok.');
    }
  };
}

/**
 * 403 unless the signed-in user may use the route: its role (route config `role`) or above. A
 * route that names none, which the admin scope never lets happen, is for admins alone.
 */
export async function requireRouteRole(request: FastifyRequest): Promise<void> {
  await requireRole(request.routeOptions.config.role ?? 'admin')(request);
}

/** The signed-in user; only called behind `requireSession`. */
export function staffOf(request: FastifyRequest): StaffUser {
  if (!request.staff) throw new HttpError(401, 'unauthenticated', 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.');
  return request.staff;
}
