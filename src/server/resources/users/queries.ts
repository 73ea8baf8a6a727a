import type { Kysely, Transaction } from 'kysely';
import { userRecord, type AdminUser } from '../../../shared/schemas/user.js';
import { foldTurkish } from '../../../shared/text.js';
import { endSessionsOf } from '../../platform/auth/sessions.js';
import { auditedChange, auditedCreate, type Actor } from '../../platform/audit/audited.js';
import { lockKey } from '../../platform/db/dialect.js';
import type { Database, UserRow } from '../../platform/db/schema.js';
import { conflict, notFound } from '../../platform/http/errors.js';
import { recordReader } from '../../platform/records/columns.js';
import { flagOf } from '../../platform/records/db-errors.js';
import { ANY_VERSION, updateVersioned } from '../../platform/records/versioned.js';

export const MISSING = 'Kullanıcı bulunamadı';

/**
 * Edits and deletes of users take turns under this lock, so "at least one active admin" is
 * checked against what the other admin's save left: two admins demoting each other at the
 * same moment cannot both pass the check.
 */
const ACTIVE_ADMINS_LOCK = 'users:active-admins';

/** What staff set of a user, besides the password. */
type UserValues = Pick<AdminUser, 'name' | 'role' | 'isActive'>;

const columnsOf = (user: UserValues) => ({
  name: user.name,
  nameKey: foldTurkish(user.name),
  role: user.role,
  isActive: flagOf(user.isActive),
});

/** Adds a staff user, with its entry in the change history; its id. */
export async function createUser(db: Kysely<Database>, actor: Actor, user: UserValues, passwordHash: string): Promise<number> {
  const stamp = actor.at.toISOString();
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('users')
      .values({ ...columnsOf(user), passwordHash, createdAt: stamp, updatedAt: stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    await auditedCreate(trx, actor, 'users', id, getUser);
    return id;
  });
}

/**
 * Saves a user's edit (and new password, if given), never leaving no active admin. A
 * deactivated user, or one whose password changed, is signed out everywhere but `keepSession`.
 */
export async function updateUser(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  version: number,
  user: UserValues,
  passwordHash: string | undefined,
  keepSession: string | undefined,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockKey(trx, actor.dialect, ACTIVE_ADMINS_LOCK);
    const current = await trx.selectFrom('users').select(['role', 'isActive']).where('id', '=', id).executeTakeFirst();
    if (!current) throw notFound(MISSING);
    const staysActiveAdmin = user.role === 'admin' && user.isActive;
    if (current.role === 'admin' && current.isActive === 1 && !staysActiveAdmin) {
      await assertAnotherActiveAdmin(trx, id, 'Son aktif yönetici pasifleştirilemez veya rolü değiştirilemez.');
    }
    const values = { ...columnsOf(user), ...(passwordHash === undefined ? {} : { passwordHash }) };
    const history = userHistoryReader(passwordHash !== undefined);
    await auditedChange(trx, actor, { action: 'update', resource: 'users', id, read: history.read }, async (change) => {
      await updateVersioned(change, 'users', id, version, values, actor.at, MISSING);
      history.passwordChanged();
    });
    if (!user.isActive || passwordHash !== undefined) await endSessionsOf(trx, id, keepSession);
  });
}

/** The signed-in staff member's new password; every other session of theirs ends. */
export async function changeOwnPassword(
  db: Kysely<Database>,
  actor: Actor,
  passwordHash: string,
  keepSession: string | undefined,
): Promise<void> {
  const id = actor.by.id;
  const history = userHistoryReader(true);
  await db.transaction().execute(async (trx) => {
    await auditedChange(trx, actor, { action: 'update', resource: 'users', id, read: history.read }, async (change) => {
      await updateVersioned(change, 'users', id, ANY_VERSION, { passwordHash }, actor.at, MISSING);
      history.passwordChanged();
    });
    await endSessionsOf(trx, id, keepSession);
  });
}

/** The user a sign-in names (by its folded name), with what the sign-in checks. */
export async function findUserToSignIn(db: Kysely<Database>, nameKey: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'role', 'isActive', 'passwordHash'])
    .where('nameKey', '=', nameKey)
    .executeTakeFirst();
}

/** Deletes a user and its sessions, never the last active admin. */
export async function deleteUser(db: Kysely<Database>, actor: Actor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockKey(trx, actor.dialect, ACTIVE_ADMINS_LOCK);
    const current = await trx.selectFrom('users').select(['role', 'isActive']).where('id', '=', id).executeTakeFirst();
    if (!current) throw notFound(MISSING);
    if (current.role === 'admin' && current.isActive === 1) {
      await assertAnotherActiveAdmin(trx, id, 'Son aktif yönetici silinemez.');
    }
    await endSessionsOf(trx, id);
    await auditedChange(trx, actor, { action: 'delete', resource: 'users', id, read: getUser }, (del) =>
      del.deleteFrom('users').where('id', '=', id).execute(),
    );
  });
}

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
const toAdminUser = recordReader<UserRow, AdminUser>(userRecord, {});

/**
 * An admin's own approval PIN, set or (null) removed, in the change history as 'eski PIN' →
 * 'yeni PIN' (or 'yok'), never its hash. The wrong tries so far are forgotten.
 */
export async function setOwnPin(db: Kysely<Database>, actor: Actor, pinHash: string | null): Promise<void> {
  const id = actor.by.id;
  let saved = false;
  const read = async (db: Kysely<Database>, id: number) => {
    const { pinHash } = await db.selectFrom('users').select('pinHash').where('id', '=', id).executeTakeFirstOrThrow();
    return { ...(await getUser(db, id)), approvalPin: pinHash === null ? 'yok' : saved ? 'yeni PIN' : 'eski PIN' };
  };
  await db.transaction().execute(async (trx) => {
    await auditedChange(trx, actor, { action: 'update', resource: 'users', id, read }, async (change) => {
      await updateVersioned(change, 'users', id, ANY_VERSION, { pinHash, pinFailures: 0, pinFailedAt: null }, actor.at, MISSING);
      saved = true;
    });
  });
}

/** The active admins with an approval PIN, for a waiter's phone to choose from. */
export async function listApprovers(db: Kysely<Database>): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('role', '=', 'admin')
    .where('isActive', '=', 1)
    .where('pinHash', 'is not', null)
    .orderBy('nameKey')
    .execute();
}

/** Wrong PINs in a row an admin's PIN takes, and how long it then approves nothing. */
export const PIN_TRIES = { inARow: 5, lockMs: 15 * 60_000 } as const;

/**
 * A try of an admin's PIN, counted before the PIN is checked (one conditional update), so that
 * guesses sent at once cannot pass the count: five wrong in a row, and the PIN approves nothing
 * until fifteen minutes after the last. The PIN's hash and the admin's name when the try is
 * granted; why not otherwise.
 */
export async function claimPinTry(
  db: Kysely<Database>,
  adminId: number,
  now: Date,
): Promise<{ name: string; pinHash: string } | { refused: 'no_pin' } | { retryAfter: number }> {
  const since = new Date(now.getTime() - PIN_TRIES.lockMs).toISOString();
  const granted = await db
    .updateTable('users')
    .set((eb) => ({
      pinFailures: eb
        .case()
        .when('pinFailedAt', '<', since)
        .then(1)
        .else(eb('pinFailures', '+', 1))
        .end(),
      pinFailedAt: now.toISOString(),
    }))
    .where('id', '=', adminId)
    .where('role', '=', 'admin')
    .where('isActive', '=', 1)
    .where('pinHash', 'is not', null)
    .where((eb) => eb.or([eb('pinFailures', '<', PIN_TRIES.inARow), eb('pinFailedAt', '<', since)]))
    .returning(['name', 'pinHash'])
    .executeTakeFirst();
  if (granted?.pinHash) return { name: granted.name, pinHash: granted.pinHash };
  const admin = await db
    .selectFrom('users')
    .select(['pinFailedAt'])
    .where('id', '=', adminId)
    .where('role', '=', 'admin')
    .where('isActive', '=', 1)
    .where('pinHash', 'is not', null)
    .executeTakeFirst();
  if (!admin?.pinFailedAt) return { refused: 'no_pin' };
  const until = Date.parse(admin.pinFailedAt) + PIN_TRIES.lockMs;
  return { retryAfter: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) };
}

/** The admin's PIN was right: their wrong tries are forgotten. */
export async function forgetPinTries(db: Kysely<Database>, adminId: number): Promise<void> {
  await db.updateTable('users').set({ pinFailures: 0, pinFailedAt: null }).where('id', '=', adminId).execute();
}
