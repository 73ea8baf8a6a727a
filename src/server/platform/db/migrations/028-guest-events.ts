import type { Kysely } from 'kysely';
import { identityColumn, type DialectName } from './helpers.js';

/**
 * What the menu tells the owner ('Raporlar'): guests' events as they came (`guest_events`, kept
 * at most 48 hours: when, what kind, and the one thing it names: a table, a dish, a language, a
 * search's folded text), and the daily totals they are counted into (`event_totals`, kept),
 * one row per calendar day in the restaurant's time zone, kind and key. No address, no cookie,
 * no browser: nothing here says who a guest was.
 */
export function guestEvents(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('guest_events')
        .addColumn('id', 'integer', identityColumn(dialect))
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .execute();
      // The hourly cleanup deletes by age.
      await db.schema.createIndex('guest_events_at_idx').on('guest_events').column('at').execute();
      await db.schema
        .createTable('event_totals')
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        // What every instance's writes add to: INSERT … ON CONFLICT (day, kind, key) DO UPDATE.
        .addPrimaryKeyConstraint('event_totals_pk', ['day', 'kind', 'key'])
        .execute();
    },
  };
}
