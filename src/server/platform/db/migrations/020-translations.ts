import type { Kysely } from 'kysely';

/**
 * The menu's texts in the languages an admin turns on beside Turkish and English (`de`, `ru`,
 * `ar`…): one table per kind of record a guest reads, each row one field of one record in one
 * language, going with its record when the record is deleted (a foreign key, on both engines).
 * - `field`: `name`, `description`, `title`, `note`, or `size:<Turkish label, folded>` for a
 *   dish's size (sizes live in their dish's row, without ids of their own);
 * - `source`: a fingerprint of the Turkish text the translation was made from: when the Turkish
 *   text changes, the translation is stale ("Türkçesi değişti") until someone saves it again;
 * - `version`: optimistic locking, as every record staff edit.
 * Turning a language off keeps its rows.
 */
export const TRANSLATION_TABLES = {
  category_translations: 'categories',
  product_translations: 'products',
  tag_translations: 'tags',
  ingredient_translations: 'ingredients',
  campaign_translations: 'campaigns',
  settings_translations: 'settings',
} as const;

export function translations() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const [table, parent] of Object.entries(TRANSLATION_TABLES)) {
        await db.schema
          .createTable(table)
          .addColumn('record_id', 'integer', (c) => c.notNull().references(`${parent}.id`).onDelete('cascade'))
          .addColumn('language', 'text', (c) => c.notNull())
          .addColumn('field', 'text', (c) => c.notNull())
          .addColumn('text', 'text', (c) => c.notNull())
          .addColumn('source', 'text', (c) => c.notNull())
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint(`${table}_pk`, ['record_id', 'language', 'field'])
          .execute();
        // The grid reads one language at a time.
        await db.schema.createIndex(`${table}_language_idx`).on(table).column('language').execute();
      }
    },
  };
}
