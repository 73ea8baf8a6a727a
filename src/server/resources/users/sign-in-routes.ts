import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { INVALID_LOGIN_MESSAGE, loginInput, logoutInput, passwordChange, pinChange, sessionAnswer } from '../../../shared/schemas/user.js';
import { foldTurkish } from '../../../shared/text.js';
import { actorOf } from '../../platform/audit/audited.js';
import type { ServerContext } from '../../platform/context.js';
import { changeOwnPassword, findUserToSignIn, setOwnPin } from './queries.js';
import { noContent, refusals, type Api } from '../../platform/http/contract.js';
import { HttpError } from '../../platform/http/errors.js';
import { DEVICE_COOKIE_PATH, DEVICE_TRUST_MS, DeviceCookies, type DeviceCookie } from '../../platform/auth/device-cookie.js';
import { staffOf } from '../../platform/auth/guards.js';
import { hashPassword, verifyPassword } from '../../platform/auth/password.js';
import { confirmCurrentPassword } from '../../platform/auth/current-password.js';
import { createSession, endSession, REMEMBER_MS, SESSION_COOKIE, sessionId } from '../../platform/auth/sessions.js';
import { signInRecords } from '../../platform/auth/sign-in-records.js';
import { claimLoginAttempt, forgetClaim, forgetOldLoginFailures, tooManyAttempts } from '../../platform/auth/throttle.js';

const tags = ['Oturum'];

/** Verified against when the user name is unknown, so both cases take the same time. */
const decoyHash = hashPassword('decoy password that never matches');

/** POST /login: open to anyone (behind the same-origin guard). */
export function loginRoute(app: Api, context: ServerContext): void {
  const { db, dialect, clientKeys, now } = context;
  const devices = new DeviceCookies(clientKeys.derive('device-cookie'));
  const records = signInRecords(context.metrics);

  const schema = { tags, body: loginInput, response: { 200: sessionAnswer, ...refusals(400, 401, 429) } };
  app.post('/login', { schema }, async (request, reply) => {
    const input = request.body;
    const nameKey = foldTurkish(input.name);
    const keys = { userKey: clientKeys.of(nameKey), clientKey: clientKeys.address(request) };
    const at = now();

    // A browser that signed in as this name before is throttled on its own (./throttle.ts).
    const claim = await claimLoginAttempt(db, dialect, keys, devices.trustedKey(request.cookies, nameKey, at), now);
    if ('retryAfter' in claim) {
      records.throttled(request, claim.retryAfter);
      throw tooManyAttempts(claim.retryAfter);
    }

    const user = await findUserToSignIn(db, nameKey);
    const passwordMatches = await verifyPassword(user?.passwordHash ?? (await decoyHash), input.password);
    if (!user || !passwordMatches || user.isActive !== 1) {
      // The claimed attempt stays recorded as a failure.
      await forgetOldLoginFailures(db, now());
      records.refused(request, !user ? 'unknown user' : !passwordMatches ? 'wrong password' : 'inactive', user?.id);
      throw new HttpError(401, 'invalid_credentials', INVALID_LOGIN_MESSAGE);
    }

    await forgetClaim(db, claim);
    // A new token at every sign-in; an old cookie's session is ended rather than reused.
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await endSession(db, sessionId(previous));
    const { token } = await createSession(db, user.id, input.remember, now());
    setSessionCookie(request, reply, token, input.remember);
    // Trusted next time; a fresh nonce at every sign-in. (After the session cookie, which
    // clients reading only the first Set-Cookie want.)
    setDeviceCookie(request, reply, devices.issue(nameKey, at));
    records.succeeded(request, user);
    return { user: { id: user.id, name: user.name, role: user.role } };
  });
}

/** GET /me, PUT /me/password, PUT /me/pin (admins) and POST /logout: behind `requireSession`. */
export function sessionRoutes(app: Api, context: ServerContext): void {
  app.get('/me', { schema: { tags, response: { 200: sessionAnswer } } }, async (request) => ({ user: staffOf(request) }));

  // One's own password, with the current one; this session stays, every other one ends.
  const passwordSchema = { tags, body: passwordChange, response: { 204: noContent, ...refusals(400, 429) } };
  app.put('/me/password', { schema: passwordSchema }, async (request, reply) => {
    const input = request.body;
    const me = staffOf(request);
    await confirmCurrentPassword(context, request, me.id, input.currentPassword);
    const passwordHash = await hashPassword(input.newPassword);
    await changeOwnPassword(context.db, actorOf(request, context.dialect, context.now()), passwordHash, request.sessionId);
    return reply.code(204).send(null);
  });

  // An admin's approval PIN (D60), set or removed with their password; other roles have none.
  const pinSchema = { tags, body: pinChange, response: { 204: noContent, ...refusals(400, 403, 429) } };
  app.put('/me/pin', { schema: pinSchema }, async (request, reply) => {
    const me = staffOf(request);
    if (me.role !== 'admin') throw new HttpError(403, 'forbidden', 'Onay PIN’i yalnızca yöneticiler içindir.');
    await confirmCurrentPassword(context, request, me.id, request.body.currentPassword);
    const pinHash = request.body.pin === null ? null : await hashPassword(request.body.pin);
    await setOwnPin(context.db, actorOf(request, context.dialect, context.now()), pinHash);
    return reply.code(204).send(null);
  });

  app.post('/logout', { schema: { tags, body: logoutInput, response: { 204: noContent, ...refusals(400) } } }, async (request, reply) => {
    if (request.sessionId) await endSession(context.db, request.sessionId);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.code(204).send(null);
  });
}

function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, cookie: DeviceCookie): void {
  reply.setCookie(cookie.name, cookie.value, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: Math.floor(DEVICE_TRUST_MS / 1000),
  });
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, persistent: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    // Without "remember me" the cookie ends with the browser; the server ends it after 12 idle hours.
    ...(persistent ? { maxAge: Math.floor(REMEMBER_MS / 1000) } : {}),
  });
}
