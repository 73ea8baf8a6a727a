import { z } from 'zod';
import { accountInput, accountListQuery, accountRecord, accountUpdate } from '../../shared/schemas/account.js';
import { actorOf, auditedCreate, changeAudited } from '../audit/audited.js';
import type { ServerContext } from '../context.js';
import { idParams, noContent, refusals, type Api } from '../http/contract.js';
import { deleteById, updateVersioned } from '../records/versioned.js';
import { getAccount, listAccounts, MISSING, toColumns } from './queries.js';

const params = idParams(MISSING);
const tags = ['Hesaplar'];

export function accountRoutes(app: Api, { db, dialect, now }: ServerContext): void {
  app.get(
    '/accounts',
    { schema: { tags, querystring: accountListQuery, response: { 200: z.array(accountRecord), ...refusals(400) } } },
    async (request) => listAccounts(db, request.query.q ?? ''),
  );

  app.post(
    '/accounts',
    { schema: { tags, body: accountInput, response: { 201: accountRecord, ...refusals(400) } } },
    async (request, reply) => {
      const stamp = now().toISOString();
      const actor = actorOf(request, dialect, now());
      const id = await db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('accounts')
          .values({ ...toColumns(request.body), createdAt: stamp, updatedAt: stamp })
          .returning('id')
          .executeTakeFirstOrThrow();
        await auditedCreate(trx, actor, 'accounts', id, getAccount);
        return id;
      });
      return reply.code(201).send(await getAccount(db, id));
    },
  );

  app.put(
    '/accounts/:id',
    { schema: { tags, params, body: accountUpdate, response: { 200: accountRecord, ...refusals(400, 404, 409) } } },
    async (request) => {
      const { id } = request.params;
      const { version, ...input } = request.body;
      await changeAudited(db, actorOf(request, dialect, now()), { action: 'update', resource: 'accounts', id, read: getAccount }, (trx) =>
        updateVersioned(trx, 'accounts', id, version, toColumns(input), now(), MISSING),
      );
      return getAccount(db, id);
    },
  );

  app.delete('/accounts/:id', { schema: { tags, params, response: { 204: noContent, ...refusals(404) } } }, async (request, reply) => {
    const { id } = request.params;
    await changeAudited(db, actorOf(request, dialect, now()), { action: 'delete', resource: 'accounts', id, read: getAccount }, (trx) =>
      deleteById(trx, 'accounts', id, MISSING),
    );
    return reply.code(204).send(null);
  });
}
