import type { Kysely } from 'kysely';
import { nameKeysOf } from '../db/name-keys.js';
import type { Database } from '../db/schema.js';
import { conflict, HttpError } from '../http/errors.js';
import { isForeignKeyViolation, isUniqueViolation } from './db-errors.js';
import { englishTexts } from './translated.js';

/**
 * After a save broke a name's unique index: the names another record of `table` (in
 * `categoryId`, for tags and ingredients) already has, spelled as that record spells them,
 * so the form can say which field to change.
 */
export async function namesTaken(
  db: Kysely<Database>,
  table: 'categories' | 'tags' | 'ingredients',
  names: { nameTr: string; nameEn: string },
  options: { exceptId?: number; categoryId?: number } = {},
): Promise<{ nameTr?: string; nameEn?: string }> {
  const { nameTrKey, nameEnKey } = nameKeysOf(names);
  // Each of these tables has these columns (categories no categoryId, never asked for).
  type Named = { id: number; categoryId: number; nameTr: string; nameTrKey: string; nameEnKey: string };
  const others = await (db as unknown as Kysely<Record<string, Named>>)
    .selectFrom(table as string)
    .select(['id', 'nameTr', 'nameTrKey', 'nameEnKey'])
    .where((eb) => eb.or([eb('nameTrKey', '=', nameTrKey), eb('nameEnKey', '=', nameEnKey)]))
    .$if(options.exceptId !== undefined, (qb) => qb.where('id', '!=', options.exceptId!))
    .$if(options.categoryId !== undefined, (qb) => qb.where('categoryId', '=', options.categoryId!))
    .execute();
  const english = await englishTexts(
    db,
    table,
    others.map((other) => other.id),
  );
  const taken: { nameTr?: string; nameEn?: string } = {};
  for (const other of others) {
    if (other.nameTrKey === nameTrKey) taken.nameTr ??= other.nameTr;
    if (other.nameEnKey === nameEnKey) taken.nameEn ??= english.get(other.id)?.name ?? '';
  }
  return taken;
}

/**
 * Tag and ingredient names are unique within their category, the Turkish way (D12): the
 * unique indexes on their keys refuse a second one, and this turns that into the form's
 * message on the name that is taken. A category that is gone is the form's category field.
 */
export async function rethrowCategoryScopedName(
  db: Kysely<Database>,
  error: unknown,
  table: 'tags' | 'ingredients',
  input: { nameTr: string; nameEn: string; categoryId: number },
  duplicate: string,
  exceptId?: number,
): Promise<never> {
  if (isUniqueViolation(error)) {
    const scope = { categoryId: input.categoryId, ...(exceptId === undefined ? {} : { exceptId }) };
    const taken = await namesTaken(db, table, input, scope);
    const fields: Record<string, string> = {};
    if (taken.nameTr !== undefined) fields.nameTr = duplicate;
    if (taken.nameEn !== undefined) fields.nameEn = duplicate;
    throw conflict(`${duplicate}.`, Object.keys(fields).length > 0 ? fields : { nameTr: duplicate });
  }
  if (isForeignKeyViolation(error)) {
    throw new HttpError(400, 'validation', 'Seçilen kategori bulunamadı.', { categoryId: 'Kategori seçilmeli' });
  }
  throw error;
}
