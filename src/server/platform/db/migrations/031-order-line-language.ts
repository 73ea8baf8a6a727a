import { sql, type Kysely } from 'kysely';

/**
 * Each sent line keeps the menu language of the phone that added it: guests of one table read
 * the menu in their own languages, and a note typed in Russian stays marked Russian on 'Masalar'
 * though a Turkish guest sent the basket. Lines sent before it take their order's language.
 */
export function orderLineLanguage() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('order_lines')
        .addColumn('language', 'text', (c) => c.notNull().defaultTo('tr'))
        .execute();
      await sql`update order_lines set language = (select o.language from orders o where o.id = order_lines.order_id)`.execute(db);
    },
  };
}
