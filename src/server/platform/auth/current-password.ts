import type { FastifyRequest } from 'fastify';
import { CURRENT_PASSWORD_MISSING, CURRENT_PASSWORD_WRONG } from '../../../shared/schemas/user.js';
import { foldTurkish } from '../../../shared/text.js';
import type { ServerContext } from '../context.js';
import { fieldError } from '../http/errors.js';
import { verifyPassword } from './password.js';
import { claimLoginAttempt, forgetClaim, forgetOldLoginFailures, tooManyAttempts } from './throttle.js';

const refusal = (message: string) => fieldError('currentPassword', message);

/**
 * Before someone changes their own password: the current one, so that an open or stolen
 * session alone cannot take the account for good. A wrong guess counts like a failed sign-in
 * of that user from an untrusted client (./throttle.ts), so a session is no faster way to
 * guess the password than the sign-in page.
 */
export async function confirmCurrentPassword(
  { db, dialect, clientKeys, now }: ServerContext,
  request: FastifyRequest,
  userId: number,
  currentPassword: string | undefined,
): Promise<void> {
  if (currentPassword === undefined) throw refusal(CURRENT_PASSWORD_MISSING);
  const user = await db.selectFrom('users').select(['name', 'passwordHash']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw refusal(CURRENT_PASSWORD_WRONG);
  const keys = { userKey: clientKeys.of(foldTurkish(user.name)), clientKey: clientKeys.address(request) };
  const claim = await claimLoginAttempt(db, dialect, keys, null, now);
  if ('retryAfter' in claim) {
    request.log.info({ retryAfterSeconds: claim.retryAfter, userId }, 'current password check throttled');
    throw tooManyAttempts(claim.retryAfter);
  }
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    // The claimed attempt stays recorded as a failure.
    await forgetOldLoginFailures(db, now());
    throw refusal(CURRENT_PASSWORD_WRONG);
  }
  await forgetClaim(db, claim);
}
