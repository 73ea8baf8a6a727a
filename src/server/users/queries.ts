import type { Kysely, Transaction } from 'kysely';
import type { AdminUser } from '../../shared/schemas/user.js';
import type { Database, UserRow } from '../db/schema.js';
import { conflict, notFound } from '../http/errors.js';

export const MISSING = 'Kullanıcı bulunamadı';

export async function listUsers(db: Kysely<Database>): Promise<AdminUser[]> {
  return (await db.selectFrom('users').selectAll().orderBy('nameKey').execute()).map(toAdminUser);
}

export async function getUser(db: Kysely<Database>, id: number): Promise<AdminUser> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MISSING);
  return toAdminUser(row);
}

/**
 * Reads a user for the change history. A new password shows there as a change of
 * `credentials` (from 'eski şifre' to 'yeni şifre'), never as a value, nor its hash: call
 * `passwordChanged` once the new one is saved.
 */
export function userHistoryReader(changesPassword: boolean) {
  let credentials = 'eski şifre';
  return {
    read: async (db: Kysely<Database>, id: number) => ({ ...(await getUser(db, id)), ...(changesPassword ? { credentials } : {}) }),
    passwordChanged: () => {
      credentials = 'yeni şifre';
    },
  };
}

/** Refuses with `message` unless an active admin other than `exceptId` remains. */
export async function assertAnotherActiveAdmin(trx: Transaction<Database>, exceptId: number, message: string): Promise<void> {
  const other = await trx
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('isActive', '=', 1)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  if (!other) throw conflict(message);
}

/** Never the password hash (and the answer's schema would drop it if this forgot). */
function toAdminUser(row: UserRow): AdminUser {
  return { id: row.id, name: row.name, role: row.role, isActive: row.isActive === 1, version: row.version, createdAt: row.createdAt };
}
