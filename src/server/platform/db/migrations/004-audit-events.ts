import { sql, type Kysely } from 'kysely';
import { identityColumn, type DialectName } from './helpers.js';

/**
 * The change history staff see on "Değişiklik geçmişi": one row per staff change, written in
 * the same transaction as the change itself. The user is kept as a plain id and a copied
 * name, not a foreign key, so deleting a staff user keeps the history of what they did.
 * `changes` is JSON text, `{ field: { before, after } }`, the same on both engines.
 */
export function auditEvents(dialect: DialectName) {
  const id = identityColumn(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('audit_events')
        .addColumn('id', 'integer', id)
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer')
        .addColumn('user_name', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('create', 'update', 'delete', 'reorder')`))
        .addColumn('resource', 'text', (c) => c.notNull())
        .addColumn('record_id', 'integer')
        .addColumn('changes', 'text', (c) => c.notNull())
        .execute();
      // The page lists newest first, filtered by person or kind of record, and by days.
      await db.schema.createIndex('audit_events_at_idx').on('audit_events').column('at').execute();
      await db.schema.createIndex('audit_events_user_idx').on('audit_events').columns(['user_id', 'at']).execute();
      await db.schema.createIndex('audit_events_resource_idx').on('audit_events').columns(['resource', 'at']).execute();
    },
  };
}
