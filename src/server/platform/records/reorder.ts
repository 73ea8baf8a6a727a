import type { Kysely, Transaction } from 'kysely';
import { lockKey, type DialectName } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http/errors.js';

/**
 * The lock a table's order is written under: by a reorder, and by an addition, which takes the
 * next place. Two reorders of one table at once would otherwise lock the same rows in
 * opposite orders and deadlock; an addition could take a place a reorder is handing out.
 */
export const ORDER_LOCK = { categories: 'order:categories', products: 'order:products' } as const;

/**
 * Rewrites `sort_order` as each id's index in `ids`, in one transaction: every order changes
 * or none does. `ids` must name every record of the table exactly once.
 */
export async function reorder(
  db: Kysely<Database>,
  dialect: DialectName,
  table: 'categories' | 'products',
  ids: number[],
  /** Runs in the same transaction, with the order before, e.g. to record the change. */
  done?: (trx: Transaction<Database>, before: number[]) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockKey(trx, dialect, ORDER_LOCK[table]);
    const before = (await trx.selectFrom(table).select('id').orderBy('sortOrder').orderBy('id').execute()).map((row) => row.id);
    const existing = new Set(before);
    const unknown = ids.filter((id) => !existing.has(id));
    const missing = [...existing].filter((id) => !ids.includes(id));
    if (unknown.length > 0 || missing.length > 0) {
      const parts = [
        unknown.length > 0 ? `bilinmeyen kayıtlar: ${unknown.join(', ')}` : '',
        missing.length > 0 ? `eksik kayıtlar: ${missing.join(', ')}` : '',
      ].filter(Boolean);
      throw new HttpError(400, 'validation', `Sıralama listesi tüm kayıtları bir kez içermeli (${parts.join('; ')}).`, {
        ids: 'Liste güncel değil; sayfayı yenileyip tekrar deneyin.',
      });
    }
    // Rows are written in id order, the order any other write touching several of them uses,
    // so a save elsewhere waits for this one instead of deadlocking with it.
    const places = ids.map((id, index) => ({ id, index })).sort((a, b) => a.id - b.id);
    for (const { id, index } of places) {
      await trx.updateTable(table).set({ sortOrder: index }).where('id', '=', id).execute();
    }
    await done?.(trx, before);
  });
}
