import { sql, type Kysely } from 'kysely';
import { identityColumn, type DialectName } from './helpers.js';

const ACTIONS = sql`action in ('create', 'update', 'delete', 'reorder', 'export')`;

/**
 * The change history also records who downloaded a customer's personal data ('export', KVKK).
 * PostgreSQL changes the action's check in place; SQLite cannot change a check, so the table
 * is made again with the new one, every row and id kept.
 */
export function auditExport(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') {
        await sql`alter table audit_events drop constraint audit_events_action_check`.execute(db);
        await sql`alter table audit_events add constraint audit_events_action_check check (${ACTIONS})`.execute(db);
        return;
      }
      await db.schema
        .createTable('audit_events_new')
        .addColumn('id', 'integer', identityColumn(dialect))
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer')
        .addColumn('user_name', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull().check(ACTIONS))
        .addColumn('resource', 'text', (c) => c.notNull())
        .addColumn('record_id', 'integer')
        .addColumn('changes', 'text', (c) => c.notNull())
        .execute();
      await sql`insert into audit_events_new (id, at, user_id, user_name, action, resource, record_id, changes)
                select id, at, user_id, user_name, action, resource, record_id, changes from audit_events`.execute(db);
      await db.schema.dropTable('audit_events').execute();
      await sql`alter table audit_events_new rename to audit_events`.execute(db);
      await db.schema.createIndex('audit_events_at_idx').on('audit_events').column('at').execute();
      await db.schema.createIndex('audit_events_user_idx').on('audit_events').columns(['user_id', 'at']).execute();
      await db.schema.createIndex('audit_events_resource_idx').on('audit_events').columns(['resource', 'at']).execute();
    },
  };
}
