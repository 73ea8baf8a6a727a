import type { Kysely, Transaction } from 'kysely';
import { lockKey, type DialectName } from '../../platform/db/dialect.js';
import { announce } from '../../platform/db/notifications.js';
import type { Database } from '../../platform/db/schema.js';

/** The channel every instance's streams listen on for changes at the tables and the stations. */
export const ORDERS_CHANNEL = 'sofra_orders';

/**
 * Every write of a basket, an order, a ticket or a table's state takes this lock: the rules that
 * read and then write (a basket's limits, sending it once, one confirmation, one bump) hold on
 * PostgreSQL with several instances, and the events are numbered in the order they commit.
 */
const LOCK = 'orders';

export type Executor = Kysely<Database> | Transaction<Database>;

/** Runs `work` in a transaction holding the orders' lock. */
export function locked<T>(db: Kysely<Database>, dialect: DialectName, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, dialect, LOCK);
    return work(trx);
  });
}

/** A change at a table (and so at the stations preparing its orders), for every instance's streams. */
export async function addEvent(trx: Transaction<Database>, dialect: DialectName, tableId: number, type: string, at: Date): Promise<void> {
  await trx.insertInto('orderEvents').values({ tableId, type, at: at.toISOString() }).execute();
  await announce(trx, dialect, ORDERS_CHANNEL);
}
