import type { Kysely, Updateable } from 'kysely';
import type { AuditResource } from '../../../shared/schemas/audit.js';
import { auditedCreate, type Actor } from '../audit/audited.js';
import type { Database } from '../db/schema.js';
import { HttpError, notFound } from '../http/errors.js';

/**
 * The tables whose records staff edit, guarded by a `version` (issue: lost updates): read off
 * db/schema.ts, every table with an id, a version and an update stamp.
 */
export type VersionedTable = {
  [T in keyof Database]: Database[T] extends { id: unknown; version: unknown; updatedAt: string } ? T : never;
}[keyof Database];

type Row = { id: number; version: number; updatedAt: string };

// Kysely cannot type one query over "any of these tables"; each caller's values are typed for
// its own table (Updateable<Database[T]>), and every one of these tables has the columns below.
const untyped = (db: Kysely<Database>) => db as unknown as Kysely<Record<string, Row>>;

/**
 * A write that does not depend on what the record held, such as a switch or a new password:
 * it applies over any version (and still counts as a change of it).
 */
export const ANY_VERSION = null;

export const staleError = () =>
  new HttpError(409, 'stale', 'Bu kayıt siz düzenlerken başka biri tarafından değiştirildi. Sayfayı yenileyip tekrar deneyin.');

/**
 * The one way a versioned record changes. Saves `values` over record `id` if it still has
 * `version` (the one the form was loaded with), and counts the change in `version`, in one
 * conditional update, so two saves at once cannot both pass. Otherwise the record is gone
 * (404 `missing`) or someone saved it first (409 stale).
 */
export async function updateVersioned<T extends VersionedTable>(
  db: Kysely<Database>,
  table: T,
  id: number,
  version: number | typeof ANY_VERSION,
  values: Updateable<Database[T]>,
  now: Date,
  missing: string,
): Promise<void> {
  const result = await untyped(db)
    .updateTable(table as string)
    .set((eb) => ({ ...values, version: eb('version', '+', 1), updatedAt: now.toISOString() }))
    .where('id', '=', id)
    .$if(version !== ANY_VERSION, (qb) => qb.where('version', '=', version!))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return;
  if (version === ANY_VERSION) throw notFound(missing);
  const exists = await untyped(db)
    .selectFrom(table as string)
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  throw exists ? staleError() : notFound(missing);
}

/** Deletes record `id`, or answers 404 when there is none. */
export async function deleteById(db: Kysely<Database>, table: VersionedTable | 'reviews', id: number, missing: string): Promise<void> {
  const result = await untyped(db).deleteFrom(table).where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound(missing);
}

/**
 * Adds a record of `table` with these columns, stamped now, what it keeps beside its row
 * (`besides`: its English texts), and its entry in the change history (the record as `read`
 * gives it), in one transaction; its id.
 */
export async function insertAudited(
  db: Kysely<Database>,
  actor: Actor,
  table: VersionedTable & AuditResource,
  columns: object,
  read: (db: Kysely<Database>, id: number) => Promise<object>,
  besides?: (trx: Kysely<Database>, id: number) => Promise<void>,
): Promise<number> {
  const stamp = actor.at.toISOString();
  return db.transaction().execute(async (trx) => {
    // Kysely cannot type one insert over "any of these tables"; each resource's columns are
    // typed by its own toColumns.
    const { id } = await (trx as unknown as Kysely<Record<string, { id: number }>>)
      .insertInto(table)
      .values({ ...columns, createdAt: stamp, updatedAt: stamp } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await besides?.(trx, id);
    await auditedCreate(trx, actor, table, id, read);
    return id;
  });
}
