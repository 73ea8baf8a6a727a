import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { AdminUser } from '../../shared/admin.js';
import { userInput, userUpdate } from '../../shared/schemas/user.js';
import { foldTurkish } from '../../shared/text.js';
import { confirmCurrentPassword } from '../auth/current-password.js';
import { staffOf } from '../auth/guards.js';
import { hashPassword } from '../auth/password.js';
import { endSessionsOf } from '../auth/sessions.js';
import type { ServerContext } from '../context.js';
import { lockKey } from '../db/dialect.js';
import type { Database, UserRow } from '../db/schema.js';
import { conflict, notFound, parseWith } from '../http/errors.js';
import { flagOf, isUniqueViolation, recordIdOf, staleError } from '../http/records.js';

const MISSING = 'Kullanıcı bulunamadı';
const DUPLICATE_NAME = 'Bu kullanıcı adı zaten kullanılıyor';
/**
 * Edits and deletes of users take turns under this lock, so "at least one active admin" is
 * checked against what the other admin's save left: two admins demoting each other at the
 * same moment cannot both pass the check.
 */
const ACTIVE_ADMINS_LOCK = 'users:active-admins';

/** Staff user management; registered behind `requireRole('admin')` (D6). */
export function userRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, now } = context;
  app.get('/users', async () => (await db.selectFrom('users').selectAll().orderBy('nameKey').execute()).map(toAdminUser));

  app.post('/users', async (request, reply) => {
    const input = parseWith(userInput, request.body);
    const stamp = now().toISOString();
    const { id } = await db
      .insertInto('users')
      .values({
        name: input.name,
        nameKey: foldTurkish(input.name),
        passwordHash: await hashPassword(input.password),
        role: input.role,
        isActive: flagOf(input.isActive),
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch(rethrowDuplicate);
    return reply.code(201).send(await getUser(db, id));
  });

  app.put('/users/:id', async (request) => {
    const id = recordIdOf(request.params, MISSING);
    const input = parseWith(userUpdate, request.body);
    const me = staffOf(request);
    if (id === me.id && !input.isActive) throw conflict('Kendi hesabınızı pasifleştiremezsiniz.');
    // One's own password needs the current one; an admin resetting someone else's does not.
    if (id === me.id && input.password !== undefined) await confirmCurrentPassword(context, request, me.id, input.currentPassword);
    const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);

    await db
      .transaction()
      .execute(async (trx) => {
        await lockKey(trx, context.dialect, ACTIVE_ADMINS_LOCK);
        const current = await trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
        if (!current) throw notFound(MISSING);
        if (current.version !== input.version) throw staleError();
        const staysActiveAdmin = input.role === 'admin' && input.isActive;
        if (current.role === 'admin' && current.isActive === 1 && !staysActiveAdmin) {
          await assertAnotherActiveAdmin(trx, id, 'Son aktif yönetici pasifleştirilemez veya rolü değiştirilemez.');
        }
        await trx
          .updateTable('users')
          .set({
            name: input.name,
            nameKey: foldTurkish(input.name),
            role: input.role,
            isActive: flagOf(input.isActive),
            version: current.version + 1,
            updatedAt: now().toISOString(),
            ...(passwordHash === undefined ? {} : { passwordHash }),
          })
          .where('id', '=', id)
          .execute();
        // A deactivated user, or one whose password changed, is signed out everywhere (but
        // for the session that changed its own password).
        if (!input.isActive || passwordHash !== undefined) await endSessionsOf(trx, id, id === me.id ? request.sessionId : undefined);
      })
      .catch(rethrowDuplicate);
    return getUser(db, id);
  });

  app.delete('/users/:id', async (request, reply) => {
    const id = recordIdOf(request.params, MISSING);
    if (id === staffOf(request).id) throw conflict('Kendi hesabınızı silemezsiniz.');
    await db.transaction().execute(async (trx) => {
      await lockKey(trx, context.dialect, ACTIVE_ADMINS_LOCK);
      const current = await trx.selectFrom('users').select(['role', 'isActive']).where('id', '=', id).executeTakeFirst();
      if (!current) throw notFound(MISSING);
      if (current.role === 'admin' && current.isActive === 1) {
        await assertAnotherActiveAdmin(trx, id, 'Son aktif yönetici silinemez.');
      }
      await endSessionsOf(trx, id);
      await trx.deleteFrom('users').where('id', '=', id).execute();
    });
    return reply.code(204).send();
  });
}

async function assertAnotherActiveAdmin(trx: Transaction<Database>, exceptId: number, message: string): Promise<void> {
  const other = await trx
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('isActive', '=', 1)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  if (!other) throw conflict(message);
}

function rethrowDuplicate(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict(DUPLICATE_NAME, { name: DUPLICATE_NAME });
  throw error;
}

async function getUser(db: Kysely<Database>, id: number): Promise<AdminUser> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MISSING);
  return toAdminUser(row);
}

/** Never the password hash. */
function toAdminUser(row: UserRow): AdminUser {
  return { id: row.id, name: row.name, role: row.role, isActive: row.isActive === 1, version: row.version, createdAt: row.createdAt };
}
