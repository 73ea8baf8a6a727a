import type { Transaction } from 'kysely';
import type { DialectName } from '../../platform/db/dialect.js';
import type { Database } from '../../platform/db/schema.js';
import { addEvent } from './events.js';

/**
 * The table's open bill, made with its first order: in the order's transaction, under the
 * orders' lock (and at most one open a table by the database's own index).
 */
export async function openBillOf(trx: Transaction<Database>, table: { id: number; name: string }, at: string): Promise<number> {
  const open = await trx.selectFrom('bills').select('id').where('tableId', '=', table.id).where('closedAt', 'is', null).executeTakeFirst();
  if (open) return open.id;
  const { id } = await trx
    .insertInto('bills')
    .values({
      tableId: table.id,
      tableName: table.name,
      openedAt: at,
      requestedAt: null,
      closedAt: null,
      closedById: null,
      closedByName: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The table empties: not open, its basket gone, its open orders (none on a bill) closed. */
export async function closeTableIn(trx: Transaction<Database>, dialect: DialectName, tableId: number, now: Date): Promise<void> {
  const at = now.toISOString();
  await trx.updateTable('diningTables').set({ openedAt: null }).where('id', '=', tableId).execute();
  await trx.updateTable('orders').set({ closedAt: at }).where('tableId', '=', tableId).where('closedAt', 'is', null).execute();
  await trx.deleteFrom('basketLines').where('tableId', '=', tableId).execute();
  await addEvent(trx, dialect, tableId, 'closed', now);
}
