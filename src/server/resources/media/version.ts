import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.js';

/** How often an instance on PostgreSQL checks whether another instance's cleanup deleted photos. */
export const MEDIA_VERSION_POLL_MS = 1000;

const KEY = 'media_version';

/** Called by the cleanup, in its transaction, when it deleted photos: a new random `media_version`. */
export async function markMediaDeleted(db: Kysely<Database>): Promise<void> {
  const value = randomUUID();
  await db
    .insertInto('meta')
    .values({ key: KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/**
 * Keeps the photo files in memory of several instances honest: when another instance's cleanup
 * deleted photos, `onDeleted` runs here within the poll interval (the cache then drops every
 * file, read again from the database on their next request). The cleanup runs hourly and rarely
 * deletes anything, so a whole cache dropped now and then costs little, and no instance needs to
 * know which photos went. Answers a function that stops the polling.
 */
export function watchMediaDeletions(
  db: Kysely<Database>,
  intervalMs: number,
  onDeleted: () => void,
  onError: (error: unknown) => void,
): () => void {
  let seen: string | null | undefined;
  const poll = async () => {
    try {
      const row = await db.selectFrom('meta').select('value').where('key', '=', KEY).executeTakeFirst();
      const value = row?.value ?? null;
      // The first reading is where this instance starts from: its cache began empty.
      if (seen !== undefined && value !== seen) onDeleted();
      seen = value;
    } catch (error) {
      onError(error);
    }
  };
  void poll();
  const timer = setInterval(() => void poll(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
