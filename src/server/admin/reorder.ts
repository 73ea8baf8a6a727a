import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http/errors.js';

/**
 * Rewrites `sort_order` as each id's index in `ids`, in one transaction: every order changes
 * or none does. `ids` must name every record of the table exactly once.
 */
export async function reorder(db: Kysely<Database>, table: 'categories' | 'products', ids: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = new Set((await trx.selectFrom(table).select('id').execute()).map((row) => row.id));
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
    for (const [index, id] of ids.entries()) {
      await trx.updateTable(table).set({ sortOrder: index }).where('id', '=', id).execute();
    }
  });
}
