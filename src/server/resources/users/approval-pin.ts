import type { FastifyRequest } from 'fastify';
import type { Approval } from '../../../shared/schemas/bill.js';
import { verifyPassword } from '../../platform/auth/password.js';
import type { ServerContext } from '../../platform/context.js';
import { fieldError, HttpError } from '../../platform/http/errors.js';
import { claimPinTry, forgetPinTries } from './queries.js';

/** The admin who approved a change on someone else's phone, by their PIN. */
export interface Approver {
  id: number;
  name: string;
}

/**
 * The admin an approval names, when their PIN is right (D60). A wrong PIN is refused on its
 * field and counted before it is checked (./queries.ts, `claimPinTry`): after five wrong in a
 * row the admin's PIN approves nothing for fifteen minutes (429), whoever types it, while the
 * admin signed in still can. Checked before the bill's lock is taken: argon2 takes a tenth of
 * a second that no other table should wait for.
 */
export async function approverOf(
  { db, now }: Pick<ServerContext, 'db' | 'now'>,
  request: FastifyRequest,
  approval: Approval | undefined,
): Promise<Approver | null> {
  if (approval === undefined) return null;
  const claim = await claimPinTry(db, approval.adminId, now());
  if ('refused' in claim) throw fieldError('approval.adminId', 'Bu yöneticinin onay PIN’i yok');
  if ('retryAfter' in claim) {
    const minutes = Math.ceil(claim.retryAfter / 60);
    throw new HttpError(
      429,
      'too_many_requests',
      `Çok fazla yanlış PIN: bu yöneticinin PIN’i ${minutes} dakika onay vermez.`,
      { 'approval.pin': 'PIN kapalı' },
      { 'retry-after': String(claim.retryAfter) },
    );
  }
  if (!(await verifyPassword(claim.pinHash, approval.pin))) {
    request.log.warn({ adminId: approval.adminId }, 'approval PIN refused');
    throw fieldError('approval.pin', 'PIN yanlış');
  }
  await forgetPinTries(db, approval.adminId);
  return { id: approval.adminId, name: claim.name };
}
