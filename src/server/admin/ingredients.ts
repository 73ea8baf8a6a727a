import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AdminIngredient } from '../../shared/admin.js';
import { ingredientInput, ingredientUpdate, type IngredientData } from '../../shared/schemas/ingredient.js';
import type { ServerContext } from '../context.js';
import type { Database, IngredientRow } from '../db/schema.js';
import { conflict, HttpError, notFound, parseWith } from '../http/errors.js';
import { flagOf, isForeignKeyViolation, isUniqueViolation, recordIdOf } from '../http/records.js';
import { updateVersioned, deleteById } from './records.js';

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
      .catch(rethrow);
    return reply.code(201).send(await getIngredient(db, id));
  });

  app.put('/ingredients/:id', async (request) => {
    const id = recordIdOf(request.params, MISSING);
    const { version, ...input } = parseWith(ingredientUpdate, request.body);
    await updateVersioned(db, 'ingredients', id, version, toColumns(input), now(), MISSING).catch(rethrow);
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
    descriptionTr: input.descriptionTr,
    descriptionEn: input.descriptionEn,
    isActive: flagOf(input.isActive),
  };
}

function rethrow(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw conflict('Bu kategoride aynı adda bir malzeme zaten var.', { nameTr: 'Bu kategoride aynı adda bir malzeme zaten var' });
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
