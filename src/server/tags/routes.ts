import { z } from 'zod';
import { tagInput, tagRecord, tagUpdate } from '../../shared/schemas/tag.js';
import type { ServerContext } from '../context.js';
import { idParams, noContent, refusals, type Api } from '../http/contract.js';
import { rethrowCategoryScopedName } from '../records/names-taken.js';
import { deleteById, updateVersioned } from '../records/versioned.js';
import { getTag, listTags, MISSING, toColumns } from './queries.js';

const DUPLICATE = 'Bu kategoride aynı adda bir etiket zaten var';
const params = idParams(MISSING);
const tags = ['Etiketler'];

export function tagRoutes(app: Api, { db, now }: ServerContext): void {
  app.get('/tags', { schema: { tags, response: { 200: z.array(tagRecord) } } }, async () => listTags(db));

  app.post('/tags', { schema: { tags, body: tagInput, response: { 201: tagRecord, ...refusals(400, 409) } } }, async (request, reply) => {
    const input = request.body;
    const stamp = now().toISOString();
    const { id } = await db
      .insertInto('tags')
      .values({ ...toColumns(input), createdAt: stamp, updatedAt: stamp })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => rethrowCategoryScopedName(db, error, 'tags', input, DUPLICATE));
    return reply.code(201).send(await getTag(db, id));
  });

  app.put(
    '/tags/:id',
    { schema: { tags, params, body: tagUpdate, response: { 200: tagRecord, ...refusals(400, 404, 409) } } },
    async (request) => {
      const { id } = request.params;
      const { version, ...input } = request.body;
      await updateVersioned(db, 'tags', id, version, toColumns(input), now(), MISSING).catch((error: unknown) =>
        rethrowCategoryScopedName(db, error, 'tags', input, DUPLICATE, id),
      );
      return getTag(db, id);
    },
  );

  app.delete('/tags/:id', { schema: { tags, params, response: { 204: noContent, ...refusals(404) } } }, async (request, reply) => {
    await deleteById(db, 'tags', request.params.id, MISSING);
    return reply.code(204).send(null);
  });
}
