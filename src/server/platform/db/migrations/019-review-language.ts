import type { Kysely } from 'kysely';

/**
 * The language a review was written in (`tr`, `en`, `ru`…: the page's the guest wrote it on), so
 * each review says it; null for a review written before it was kept.
 */
export function reviewLanguage() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('reviews').addColumn('language', 'text').execute();
    },
  };
}
