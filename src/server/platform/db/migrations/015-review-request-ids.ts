import type { Kysely } from 'kysely';

/**
 * A review's request id: the phone names each review it sends, and sends it again under the
 * same name when the first try's answer was lost (a connection that dropped, a guest who went
 * offline). The unique index makes the second try find the first review instead of adding
 * another (issue: the menu offline). Reviews before this have none (null, never equal).
 */
export function reviewRequestIds() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('reviews').addColumn('request_id', 'text').execute();
      await db.schema.createIndex('reviews_request_id_idx').on('reviews').column('request_id').unique().execute();
    },
  };
}
