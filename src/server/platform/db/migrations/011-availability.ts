import type { Kysely } from 'kysely';

/**
 * When a category or product is served (shared/schemas/hours.ts): JSON `{ weekdays, windows }`
 * in the restaurant's time zone, read and written whole with its record; null (every record
 * there is) for whenever the restaurant is open.
 */
export function availability() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('categories').addColumn('availability', 'text').execute();
      await db.schema.alterTable('products').addColumn('availability', 'text').execute();
    },
  };
}
