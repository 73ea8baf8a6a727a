import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DiningTable, QrSettings } from '../../../shared/schemas/table.js';
import { foldTurkish } from '../../../shared/text.js';
import { auditedCreate, type Actor } from '../../platform/audit/audited.js';
import type { Database } from '../../platform/db/schema.js';
import { notFound } from '../../platform/http/errors.js';

export const MISSING = 'Masa bulunamadı';
export const QR_SETTINGS_ID = 1;

/** In the order they were added: "1–20" lists 1 to 20. */
export async function listTables(db: Kysely<Database>): Promise<DiningTable[]> {
  return db.selectFrom('diningTables').select(TABLE_FIELDS).orderBy('id').execute();
}

export async function getTable(db: Kysely<Database>, id: number): Promise<DiningTable> {
  const row = await db.selectFrom('diningTables').select(TABLE_FIELDS).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MISSING);
  return row;
}

const TABLE_FIELDS = ['id', 'name', 'orderKey', 'version'] as const;

/** A new key for a table's printed code (72 random bits): the code's `k`, without which its guests order nothing. */
export const newTableKey = () => randomBytes(9).toString('base64url');

/** The table a guest names (`?masa=5`), as staff named it, or null when there is none such. */
export async function findTableName(db: Kysely<Database>, name: string): Promise<string | null> {
  const row = await db.selectFrom('diningTables').select('name').where('nameKey', '=', foldTurkish(name)).executeTakeFirst();
  return row?.name ?? null;
}

/** Which of `names` are taken already, as staff named them. */
export async function takenTableNames(db: Kysely<Database>, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom('diningTables')
    .select('name')
    .where(
      'nameKey',
      'in',
      names.map((name) => foldTurkish(name)),
    )
    .orderBy('id')
    .execute();
  return rows.map((row) => row.name);
}

export const tableColumns = (name: string) => ({ name, nameKey: foldTurkish(name) });

/**
 * Adds the named tables, each with its entry in the change history, all or none. With
 * `onlyMissing`, a table already there (or added meanwhile by someone else) is left alone by
 * the unique name itself, not by a read before the write; without, a taken name fails them all.
 */
export async function addTables(db: Kysely<Database>, actor: Actor, names: readonly string[], onlyMissing: boolean): Promise<void> {
  const stamp = actor.at.toISOString();
  await db.transaction().execute(async (trx) => {
    for (const name of names) {
      const insert = trx
        .insertInto('diningTables')
        .values({ ...tableColumns(name), orderKey: newTableKey(), createdAt: stamp, updatedAt: stamp });
      const row = await (onlyMissing ? insert.onConflict((conflict) => conflict.column('nameKey').doNothing()) : insert)
        .returning('id')
        .executeTakeFirst();
      if (row) await auditedCreate(trx, actor, 'tables', row.id, getTable);
    }
  });
}

export async function getQrSettings(db: Kysely<Database>): Promise<QrSettings> {
  const row = await db
    .selectFrom('qrSettings')
    .select(['publicUrl', 'errorCorrection', 'wordmark', 'version'])
    .where('id', '=', QR_SETTINGS_ID)
    .executeTakeFirst();
  // The migration makes the row; without it the defaults stand.
  if (!row) return { publicUrl: '', errorCorrection: 'Q', wordmark: false, version: 1 };
  return { ...row, wordmark: row.wordmark === 1 };
}
