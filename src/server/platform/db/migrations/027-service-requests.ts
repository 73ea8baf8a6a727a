import type { Kysely } from 'kysely';
import { identityColumn, type DialectName } from './helpers.js';

/**
 * A guest's call from a table ('Garson çağır', 'Hesap iste') and what became of it.
 *
 * `service_requests`: one row per call. `client_id` is the phone's own name for the call, unique,
 * so a call sent twice (offline, then again) is stored once. `device_hash` is a hash of the
 * phone's random key, kept for the cooldown and cleared after two days (nothing else of the
 * guest is kept). The table's name is copied so the board and the reports read it without a
 * join, and it survives the table's renaming. `state` goes open → taken → done, or open →
 * cancelled by the guest.
 *
 * `service_events`: every change of a call, numbered in the order it was committed (the writes
 * take one lock), which the staff board's stream sends and resumes from (`Last-Event-ID`).
 */
export function serviceRequests(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('service_requests')
        .addColumn('id', 'integer', identityColumn(dialect))
        .addColumn('client_id', 'text', (c) => c.notNull().unique())
        .addColumn('table_id', 'integer', (c) => c.notNull().references('dining_tables.id').onDelete('cascade'))
        .addColumn('table_name', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('device_hash', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('taken_at', 'text')
        .addColumn('taken_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('taken_by_name', 'text')
        .addColumn('done_at', 'text')
        .addColumn('cancelled_at', 'text')
        .execute();
      await db.schema.createIndex('service_requests_table_idx').on('service_requests').columns(['table_id', 'created_at']).execute();
      await db.schema.createIndex('service_requests_device_idx').on('service_requests').columns(['device_hash', 'created_at']).execute();
      await db.schema.createIndex('service_requests_created_idx').on('service_requests').column('created_at').execute();
      await db.schema
        .createTable('service_events')
        .addColumn('id', 'integer', identityColumn(dialect))
        .addColumn('request_id', 'integer', (c) => c.notNull().references('service_requests.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('service_events_at_idx').on('service_events').column('at').execute();
    },
  };
}
