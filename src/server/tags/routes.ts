import { z } from 'zod';
import { tagInput, tagRecord, tagUpdate } from '../../shared/schemas/tag.js';
import { actorOf, auditedCreate, changeAudited } from '../audit/audited.js';
import type { ServerContext } from '../context.js';
import { idParams, noContent, refusals, type Api } from '../http/contract.js';
import { rethrowCategoryScopedName } from '../records/names-taken.js';
import { deleteById, updateVersioned } from '../records/versioned.js';
import { getTag, listTags, MISSING, toColumns } from './queries.js';

const DUPLICATE = 'Bu kategoride aynı adda bir etiket zaten var';
const params = idParams(MISSING);
const tags = ['Etiketler'];

export function tagRoutes(app: Api, { db, dialect, now }: ServerContext): void {
  app.get('/tags', { schema: { tags, response: { 200: z.array(tagRecord) } } }, async () => listTags(db));

  app.post('/tags', { schema: { tags, body: tagInput, response: { 201: tagRecord, ...refusals(400, 409) } } }, async (request, reply) => {
    const input = request.body;
    const stamp = now().toISOString();
    const actor = actorOf(request, dialect, now());
    const id = await db
      .transaction()
      .execute(async (trx) => {
        const { id } = await trx
          .insertInto('tags')
          .values({ ...toColumns(input), createdAt: stamp, updatedAt: stamp })
          .returning('id')
          .executeTakeFirstOrThrow();
        await auditedCreate(trx, actor, 'tags', id, getTag);
        return id;
      })
      .catch((error: unknown) => rethrowCategoryScopedName(db, error, 'tags', input, DUPLICATE));
    return reply.code(201).send(await getTag(db, id));
  });

  app.put(
    '/tags/:id',
    { schema: { tags, params, body: tagUpdate, response: { 200: tagRecord, ...refusals(400, 404, 409) } } },
    async (request) => {
      const { id } = request.params;
      const { version, ...input } = request.body;
      await changeAudited(db, actorOf(request, dialect, now()), { action: 'update', resource: 'tags', id, read: getTag }, (trx) =>
        updateVersioned(trx, 'tags', id, version, toColumns(input), now(), MISSING),
      ).catch((error: unknown) => rethrowCategoryScopedName(db, error, 'tags', input, DUPLICATE, id));
      return getTag(db, id);
    },
  );

  app.delete('/tags/:id', { schema: { tags, params, response: { 204: noContent, ...refusals(404) } } }, async (request, reply) => {
    const { id } = request.params;
    await changeAudited(db, actorOf(request, dialect, now()), { action: 'delete', resource: 'tags', id, read: getTag }, (trx) =>
      deleteById(trx, 'tags', id, MISSING),
    );
    return reply.code(204).send(null);
  });
}
