import { z } from 'zod';
import { userInput, userRecord, userUpdate } from '../../shared/schemas/user.js';
import { foldTurkish } from '../../shared/text.js';
import { confirmCurrentPassword } from '../auth/current-password.js';
import { staffOf } from '../auth/guards.js';
import { hashPassword } from '../auth/password.js';
import { endSessionsOf } from '../auth/sessions.js';
import { actorOf, auditedChange, auditedCreate } from '../audit/audited.js';
import type { ServerContext } from '../context.js';
import { lockKey } from '../db/dialect.js';
import { idParams, noContent, refusals, type Api } from '../http/contract.js';
import { conflict, notFound } from '../http/errors.js';
import { flagOf, isUniqueViolation } from '../records/db-errors.js';
import { updateVersioned } from '../records/versioned.js';
import { assertAnotherActiveAdmin, getUser, listUsers, MISSING, userHistoryReader } from './queries.js';

const DUPLICATE_NAME = 'Bu kullanıcı adı zaten kullanılıyor';
/**
 * Edits and deletes of users take turns under this lock, so "at least one active admin" is
 * checked against what the other admin's save left: two admins demoting each other at the
 * same moment cannot both pass the check.
 */
const ACTIVE_ADMINS_LOCK = 'users:active-admins';
const params = idParams(MISSING);
const tags = ['Kullanıcılar'];

/** Staff user management; registered behind `requireRole('admin')` (D6). */
export function userRoutes(app: Api, context: ServerContext): void {
  const { db, now } = context;
  app.get('/users', { schema: { tags, response: { 200: z.array(userRecord) } } }, async () => listUsers(db));

  app.post(
    '/users',
    { schema: { tags, body: userInput, response: { 201: userRecord, ...refusals(400, 409) } } },
    async (request, reply) => {
      const input = request.body;
      const actor = actorOf(request, context.dialect, now());
      const stamp = actor.at.toISOString();
      const passwordHash = await hashPassword(input.password);
      const id = await db
        .transaction()
        .execute(async (trx) => {
          const { id } = await trx
            .insertInto('users')
            .values({
              name: input.name,
              nameKey: foldTurkish(input.name),
              passwordHash,
              role: input.role,
              isActive: flagOf(input.isActive),
              createdAt: stamp,
              updatedAt: stamp,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await auditedCreate(trx, actor, 'users', id, getUser);
          return id;
        })
        .catch(rethrowDuplicate);
      return reply.code(201).send(await getUser(db, id));
    },
  );

  app.put(
    '/users/:id',
    { schema: { tags, params, body: userUpdate, response: { 200: userRecord, ...refusals(400, 404, 409, 429) } } },
    async (request) => {
      const { id } = request.params;
      const { version, ...input } = request.body;
      const me = staffOf(request);
      if (id === me.id && !input.isActive) throw conflict('Kendi hesabınızı pasifleştiremezsiniz.');
      // One's own password needs the current one; an admin resetting someone else's does not.
      if (id === me.id && input.password !== undefined) await confirmCurrentPassword(context, request, me.id, input.currentPassword);
      const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);

      const actor = actorOf(request, context.dialect, now());
      await db
        .transaction()
        .execute(async (trx) => {
          await lockKey(trx, context.dialect, ACTIVE_ADMINS_LOCK);
          const current = await trx.selectFrom('users').select(['role', 'isActive']).where('id', '=', id).executeTakeFirst();
          if (!current) throw notFound(MISSING);
          const staysActiveAdmin = input.role === 'admin' && input.isActive;
          if (current.role === 'admin' && current.isActive === 1 && !staysActiveAdmin) {
            await assertAnotherActiveAdmin(trx, id, 'Son aktif yönetici pasifleştirilemez veya rolü değiştirilemez.');
          }
          const values = {
            name: input.name,
            nameKey: foldTurkish(input.name),
            role: input.role,
            isActive: flagOf(input.isActive),
            ...(passwordHash === undefined ? {} : { passwordHash }),
          };
          const history = userHistoryReader(passwordHash !== undefined);
          await auditedChange(trx, actor, { action: 'update', resource: 'users', id, read: history.read }, async (change) => {
            await updateVersioned(change, 'users', id, version, values, actor.at, MISSING);
            history.passwordChanged();
          });
          // A deactivated user, or one whose password changed, is signed out everywhere (but
          // for the session that changed its own password).
          if (!input.isActive || passwordHash !== undefined) await endSessionsOf(trx, id, id === me.id ? request.sessionId : undefined);
        })
        .catch(rethrowDuplicate);
      return getUser(db, id);
    },
  );

  app.delete('/users/:id', { schema: { tags, params, response: { 204: noContent, ...refusals(404, 409) } } }, async (request, reply) => {
    const { id } = request.params;
    if (id === staffOf(request).id) throw conflict('Kendi hesabınızı silemezsiniz.');
    const actor = actorOf(request, context.dialect, now());
    await db.transaction().execute(async (trx) => {
      await lockKey(trx, context.dialect, ACTIVE_ADMINS_LOCK);
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
    return reply.code(204).send(null);
  });
}

function rethrowDuplicate(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict(DUPLICATE_NAME, { name: DUPLICATE_NAME });
  throw error;
}
