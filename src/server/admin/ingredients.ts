import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AdminIngredient } from '../../shared/admin.js';
import { ingredientInput, ingredientUpdate, type IngredientData } from '../../shared/schemas/ingredient.js';
import type { ServerContext } from '../context.js';
import { nameKeysOf } from '../db/name-keys.js';
import type { Database, IngredientRow } from '../db/schema.js';
import { conflict, HttpError, notFound, parseWith } from '../http/errors.js';
import { flagOf, isForeignKeyViolation, isUniqueViolation, recordIdOf } from '../http/records.js';
import { deleteById, namesTaken, updateVersioned } from './records.js';

const DUPLICATE = 'Bu kategoride aynı adda bir malzeme zaten var';
const MISSING = 'Malzeme bulunamadı';

export function ingredientRoutes(app: FastifyInstance, { db, now }: ServerContext): void {
  app.get('/ingredients', async () =>
    (await db.selectFrom('ingredients').selectAll().orderBy('categoryId').orderBy('nameTr').execute()).map(toAdminIngredient),
  );

  app.post('/ingredients', async (request, reply) => {
    const input = parseWith(ingredientInput, request.body);
    const stamp = now().toISOString();
    const { id } = await db
      .insertInto('ingredients')
      .values({ ...toColumns(input), createdAt: stamp, updatedAt: stamp })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => rethrow(db, error, input));
    return reply.code(201).send(await getIngredient(db, id));
  });

  app.put('/ingredients/:id', async (request) => {
    const id = recordIdOf(request.params, MISSING);
    const { version, ...input } = parseWith(ingredientUpdate, request.body);
    await updateVersioned(db, 'ingredients', id, version, toColumns(input), now(), MISSING).catch((error: unknown) =>
      rethrow(db, error, input, id),
    );
    return getIngredient(db, id);
  });

  app.delete('/ingredients/:id', async (request, reply) => {
    const id = recordIdOf(request.params, MISSING);
    await deleteById(db, 'ingredients', id, MISSING);
    return reply.code(204).send();
  });
}

function toColumns(input: IngredientData) {
  return {
    categoryId: input.categoryId,
    nameTr: input.nameTr,
    nameEn: input.nameEn,
    ...nameKeysOf(input),
    descriptionTr: input.descriptionTr,
    descriptionEn: input.descriptionEn,
    isActive: flagOf(input.isActive),
  };
}

/** Names are unique within a category, the Turkish way (D12): the unique indexes on their keys say so. */
async function rethrow(db: Kysely<Database>, error: unknown, input: IngredientData, exceptId?: number): Promise<never> {
  if (isUniqueViolation(error)) {
    const scope = { categoryId: input.categoryId, ...(exceptId === undefined ? {} : { exceptId }) };
    const taken = await namesTaken(db, 'ingredients', input, scope);
    const fields: Record<string, string> = {};
    if (taken.nameTr !== undefined) fields.nameTr = DUPLICATE;
    if (taken.nameEn !== undefined) fields.nameEn = DUPLICATE;
    throw conflict(`${DUPLICATE}.`, Object.keys(fields).length > 0 ? fields : { nameTr: DUPLICATE });
  }
  if (isForeignKeyViolation(error)) {
    throw new HttpError(400, 'validation', 'Seçilen kategori bulunamadı.', { categoryId: 'Kategori seçilmeli' });
  }
  throw error;
}

const findIngredient = (db: Kysely<Database>, id: number) =>
  db.selectFrom('ingredients').selectAll().where('id', '=', id).executeTakeFirst();

async function getIngredient(db: Kysely<Database>, id: number): Promise<AdminIngredient> {
  const row = await findIngredient(db, id);
  if (!row) throw notFound(MISSING);
  return toAdminIngredient(row);
}

function toAdminIngredient(row: IngredientRow): AdminIngredient {
  return {
    id: row.id,
    categoryId: row.categoryId,
    nameTr: row.nameTr,
    nameEn: row.nameEn,
    descriptionTr: row.descriptionTr,
    descriptionEn: row.descriptionEn,
    isActive: row.isActive === 1,
    version: row.version,
  };
}
