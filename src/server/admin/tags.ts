import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AdminTag } from '../../shared/admin.js';
import { tagInput, tagUpdate, type TagData } from '../../shared/schemas/tag.js';
import type { ServerContext } from '../context.js';
import { nameKeysOf } from '../db/name-keys.js';
import type { Database, TagRow } from '../db/schema.js';
import { conflict, HttpError, notFound, parseWith } from '../http/errors.js';
import { flagOf, isForeignKeyViolation, isUniqueViolation, recordIdOf } from '../http/records.js';
import { deleteById, namesTaken, updateVersioned } from './records.js';

const DUPLICATE = 'Bu kategoride aynı adda bir etiket zaten var';
const MISSING = 'Etiket bulunamadı';

export function tagRoutes(app: FastifyInstance, { db, now }: ServerContext): void {
  app.get('/tags', async () => (await db.selectFrom('tags').selectAll().orderBy('categoryId').orderBy('id').execute()).map(toAdminTag));

  app.post('/tags', async (request, reply) => {
    const input = parseWith(tagInput, request.body);
    const stamp = now().toISOString();
    const { id } = await db
      .insertInto('tags')
      .values({ ...toColumns(input), createdAt: stamp, updatedAt: stamp })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => rethrow(db, error, input));
    return reply.code(201).send(await getTag(db, id));
  });

  app.put('/tags/:id', async (request) => {
    const id = recordIdOf(request.params, MISSING);
    const { version, ...input } = parseWith(tagUpdate, request.body);
    await updateVersioned(db, 'tags', id, version, toColumns(input), now(), MISSING).catch((error: unknown) =>
      rethrow(db, error, input, id),
    );
    return getTag(db, id);
  });

  app.delete('/tags/:id', async (request, reply) => {
    const id = recordIdOf(request.params, MISSING);
    await deleteById(db, 'tags', id, MISSING);
    return reply.code(204).send();
  });
}

function toColumns(input: TagData) {
  return {
    categoryId: input.categoryId,
    nameTr: input.nameTr,
    nameEn: input.nameEn,
    ...nameKeysOf(input),
    color: input.color,
    textColor: input.textColor,
    bgColor: input.bgColor,
    border: input.border === '' ? `1px solid ${input.color}` : input.border,
    fontWeight: input.fontWeight,
    isActive: flagOf(input.isActive),
  };
}

/** Names are unique within a category, the Turkish way (D12): the unique indexes on their keys say so. */
async function rethrow(db: Kysely<Database>, error: unknown, input: TagData, exceptId?: number): Promise<never> {
  if (isUniqueViolation(error)) {
    const scope = { categoryId: input.categoryId, ...(exceptId === undefined ? {} : { exceptId }) };
    const taken = await namesTaken(db, 'tags', input, scope);
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

const findTag = (db: Kysely<Database>, id: number) => db.selectFrom('tags').selectAll().where('id', '=', id).executeTakeFirst();

async function getTag(db: Kysely<Database>, id: number): Promise<AdminTag> {
  const row = await findTag(db, id);
  if (!row) throw notFound(MISSING);
  return toAdminTag(row);
}

function toAdminTag(row: TagRow): AdminTag {
  return {
    id: row.id,
    categoryId: row.categoryId,
    nameTr: row.nameTr,
    nameEn: row.nameEn,
    color: row.color,
    border: row.border,
    textColor: row.textColor,
    bgColor: row.bgColor,
    fontWeight: row.fontWeight,
    isActive: row.isActive === 1,
    version: row.version,
  };
}
