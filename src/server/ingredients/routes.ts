import { z } from 'zod';
import { ingredientInput, ingredientRecord, ingredientUpdate } from '../../shared/schemas/ingredient.js';
import { actorOf, auditedCreate, changeAudited } from '../audit/audited.js';
import type { ServerContext } from '../context.js';
import { idParams, noContent, refusals, type Api } from '../http/contract.js';
import { rethrowCategoryScopedName } from '../records/names-taken.js';
import { deleteById, updateVersioned } from '../records/versioned.js';
import { getIngredient, listIngredients, MISSING, toColumns } from './queries.js';

const DUPLICATE = 'Bu kategoride aynı adda bir malzeme zaten var';
const params = idParams(MISSING);
const tags = ['Malzemeler'];

export function ingredientRoutes(app: Api, { db, dialect, now }: ServerContext): void {
  app.get('/ingredients', { schema: { tags, response: { 200: z.array(ingredientRecord) } } }, async () => listIngredients(db));

  app.post(
    '/ingredients',
    { schema: { tags, body: ingredientInput, response: { 201: ingredientRecord, ...refusals(400, 409) } } },
    async (request, reply) => {
      const input = request.body;
      const stamp = now().toISOString();
      const actor = actorOf(request, dialect, now());
      const id = await db
        .transaction()
        .execute(async (trx) => {
          const { id } = await trx
            .insertInto('ingredients')
            .values({ ...toColumns(input), createdAt: stamp, updatedAt: stamp })
            .returning('id')
            .executeTakeFirstOrThrow();
          await auditedCreate(trx, actor, 'ingredients', id, getIngredient);
          return id;
        })
        .catch((error: unknown) => rethrowCategoryScopedName(db, error, 'ingredients', input, DUPLICATE));
      return reply.code(201).send(await getIngredient(db, id));
    },
  );

  app.put(
    '/ingredients/:id',
    { schema: { tags, params, body: ingredientUpdate, response: { 200: ingredientRecord, ...refusals(400, 404, 409) } } },
    async (request) => {
      const { id } = request.params;
      const { version, ...input } = request.body;
      await changeAudited(
        db,
        actorOf(request, dialect, now()),
        { action: 'update', resource: 'ingredients', id, read: getIngredient },
        (trx) => updateVersioned(trx, 'ingredients', id, version, toColumns(input), now(), MISSING),
      ).catch((error: unknown) => rethrowCategoryScopedName(db, error, 'ingredients', input, DUPLICATE, id));
      return getIngredient(db, id);
    },
  );

  app.delete('/ingredients/:id', { schema: { tags, params, response: { 204: noContent, ...refusals(404) } } }, async (request, reply) => {
    const { id } = request.params;
    await changeAudited(
      db,
      actorOf(request, dialect, now()),
      { action: 'delete', resource: 'ingredients', id, read: getIngredient },
      (trx) => deleteById(trx, 'ingredients', id, MISSING),
    );
    return reply.code(204).send(null);
  });
}
