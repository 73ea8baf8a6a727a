import type { Kysely, Updateable } from 'kysely';
import { nameKeysOf } from '../db/name-keys.js';
import type { Database } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { staleError } from '../http/records.js';

/** The tables whose records staff edit through a form, guarded by a `version` (issue: lost updates). */
export type VersionedTable = 'categories' | 'products' | 'tags' | 'ingredients' | 'campaigns' | 'accounts';

type Row = { id: number; version: number; updatedAt: string };

// Kysely cannot type one query over "any of these tables"; each caller's values are typed for
// its own table (Updateable<Database[T]>), and every one of these tables has the columns below.
const untyped = (db: Kysely<Database>) => db as unknown as Kysely<Record<string, Row>>;

/**
 * Saves `values` over record `id` if it still has `version` (the one the form was loaded with),
 * and counts the change in `version`. Otherwise the record is gone (404) or someone saved it
 * first (409 stale).
 */
export async function updateVersioned<T extends VersionedTable>(
  db: Kysely<Database>,
  table: T,
  id: number,
  version: number,
  values: Updateable<Database[T]>,
  now: Date,
  missing: string,
): Promise<void> {
  const result = await untyped(db)
    .updateTable(table as string)
    .set((eb) => ({ ...values, version: eb('version', '+', 1), updatedAt: now.toISOString() }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return;
  const exists = await untyped(db).selectFrom(table as string).select('id').where('id', '=', id).executeTakeFirst();
  throw exists ? staleError() : notFound(missing);
}

/** Deletes record `id`, or answers 404 when there is none. */
export async function deleteById(db: Kysely<Database>, table: VersionedTable | 'reviews', id: number, missing: string): Promise<void> {
  const result = await untyped(db)
    .deleteFrom(table)
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound(missing);
}

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
  // As above: each of these tables has these columns (categories no categoryId, never asked for).
  type Named = { id: number; categoryId: number; nameTr: string; nameTrKey: string; nameEn: string; nameEnKey: string };
  const others = await (db as unknown as Kysely<Record<string, Named>>)
    .selectFrom(table as string)
    .select(['nameTr', 'nameTrKey', 'nameEn', 'nameEnKey'])
    .where((eb) => eb.or([eb('nameTrKey', '=', nameTrKey), eb('nameEnKey', '=', nameEnKey)]))
    .$if(options.exceptId !== undefined, (qb) => qb.where('id', '!=', options.exceptId!))
    .$if(options.categoryId !== undefined, (qb) => qb.where('categoryId', '=', options.categoryId!))
    .execute();
  const taken: { nameTr?: string; nameEn?: string } = {};
  for (const other of others) {
    if (other.nameTrKey === nameTrKey) taken.nameTr ??= other.nameTr;
    if (other.nameEnKey === nameEnKey) taken.nameEn ??= other.nameEn;
  }
  return taken;
}
