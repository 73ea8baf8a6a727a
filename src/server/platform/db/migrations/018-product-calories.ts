import type { Kysely } from 'kysely';

/** A dish's energy per serving in kilocalories, as its page may say it; null when staff leave it out. */
export function productCalories() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('products').addColumn('calories', 'integer').execute();
    },
  };
}
