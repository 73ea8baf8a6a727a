import { z } from 'zod';
import { userInput, userRecord, userUpdate } from '../../../shared/schemas/user.js';
import { confirmCurrentPassword } from '../../platform/auth/current-password.js';
import { staffOf } from '../../platform/auth/guards.js';
import { hashPassword } from '../../platform/auth/password.js';
import { actorOf } from '../../platform/audit/audited.js';
import type { ServerContext } from '../../platform/context.js';
import { idParams, noContent, refusals, type Api } from '../../platform/http/contract.js';
import { conflict } from '../../platform/http/errors.js';
import { isUniqueViolation } from '../../platform/records/db-errors.js';
import { createUser, deleteUser, getUser, listUsers, MISSING, updateUser } from './queries.js';

const DUPLICATE_NAME = 'Bu kullanıcı adı zaten kullanılıyor';
const params = idParams(MISSING);
const tags = ['Kullanıcılar'];

/** Staff user management; its page's role, admins only (D6), is every route's. */
export function userRoutes(app: Api, context: ServerContext): void {
  const { db, now } = context;
  app.get('/users', { schema: { tags, response: { 200: z.array(userRecord) } } }, async () => listUsers(db));

  app.post(
    '/users',
    { schema: { tags, body: userInput, response: { 201: userRecord, ...refusals(400, 409) } } },
    async (request, reply) => {
      const input = request.body;
      const actor = actorOf(request, context.dialect, now());
      const passwordHash = await hashPassword(input.password);
      const id = await createUser(db, actor, input, passwordHash).catch(rethrowDuplicate);
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
      // The session that changed its own password stays signed in.
      const keepSession = id === me.id ? request.sessionId : undefined;
      await updateUser(db, actor, id, version, input, passwordHash, keepSession).catch(rethrowDuplicate);
      return getUser(db, id);
    },
  );

  app.delete('/users/:id', { schema: { tags, params, response: { 204: noContent, ...refusals(404, 409) } } }, async (request, reply) => {
    const { id } = request.params;
    if (id === staffOf(request).id) throw conflict('Kendi hesabınızı silemezsiniz.');
    await deleteUser(db, actorOf(request, context.dialect, now()), id);
    return reply.code(204).send(null);
  });
}

function rethrowDuplicate(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict(DUPLICATE_NAME, { name: DUPLICATE_NAME });
  throw error;
}
