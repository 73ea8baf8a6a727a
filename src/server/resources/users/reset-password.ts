import { foldTurkish } from '../../../shared/text.js';
import { generatePassword, hashPassword } from '../../platform/auth/password.js';
import { endSessionsOf } from '../../platform/auth/sessions.js';
import type { DatabaseHandle } from '../../platform/db/connect.js';
import { lockKey } from '../../platform/db/dialect.js';

/** Who the change history names for a password reset from the server's command line. */
export const RESET_AUTHOR = 'Sunucu komutu (reset-password)';

export interface PasswordReset {
  /** The user's name as saved (the command may have been given it in other letter case). */
  name: string;
  password: string;
  isActive: boolean;
}

/**
 * `npm run reset-password -- <name>`: gives a staff user a new generated password, signs them
 * out everywhere and records it in the change history (as a change of `credentials`, as a
 * reset by an admin shows). It writes to the database alone, so the server may be running;
 * null when no user has that name.
 */
export async function resetPassword(
  { db, dialect }: Pick<DatabaseHandle, 'db' | 'dialect'>,
  name: string,
  now: Date,
): Promise<PasswordReset | null> {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    // Takes its turn with admins' edits of users (users/routes.ts).
    await lockKey(trx, dialect, 'users:active-admins');
    const user = await trx
      .selectFrom('users')
      .select(['id', 'name', 'isActive'])
      .where('nameKey', '=', foldTurkish(name.trim()))
      .executeTakeFirst();
    if (!user) return null;
    const at = now.toISOString();
    await trx
      .updateTable('users')
      .set((eb) => ({ passwordHash, version: eb('version', '+', 1), updatedAt: at }))
      .where('id', '=', user.id)
      .execute();
    await endSessionsOf(trx, user.id);
    await trx
      .insertInto('auditEvents')
      .values({
        at,
        userId: null,
        userName: RESET_AUTHOR,
        action: 'update',
        resource: 'users',
        recordId: user.id,
        changes: JSON.stringify({ credentials: { before: 'eski şifre', after: 'yeni şifre' } }),
      })
      .execute();
    return { name: user.name, password, isActive: user.isActive === 1 };
  });
}
