import { repeatEvery, type Repeated } from '../../platform/repeat.js';
import { sql, type Kysely } from 'kysely';
import { lockKey, type DialectName } from '../../platform/db/dialect.js';
import type { Database } from '../../platform/db/schema.js';
import { getSettings } from '../../resources/settings/queries.js';
import { MEDIA_LOCK, photoKeyOf } from '../../resources/media/queries.js';
import { markMediaDeleted } from '../../resources/media/version.js';

/** How often the cleanup runs, besides once at start. */
export const CLEANUP_EVERY_MS = 60 * 60 * 1000;

const MEDIA_PREFIX = '/media/';

/**
 * Deletes the photos no product, category, campaign or the restaurant's logo names and that were uploaded (or uploaded
 * again) more than `graceHours` ago, with their files, then the originals no photo uses. The
 * grace period covers a photo uploaded but not yet saved into its record. It runs in one
 * transaction under the lock saves take when they name a photo (queries.ts): a save that names
 * a photo either commits first, and is seen here, or comes after and finds the photo gone (a
 * 400 asking for a new upload). Answers the keys deleted.
 */
export async function cleanUpMedia(db: Kysely<Database>, dialect: DialectName, now: Date, graceHours: number): Promise<string[]> {
  const cutoff = new Date(now.getTime() - graceHours * 3600_000).toISOString();
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, dialect, MEDIA_LOCK);
    const named = (table: 'products' | 'categories' | 'campaigns') =>
      trx
        .selectFrom(table)
        .select(sql<string>`substr(image, ${MEDIA_PREFIX.length + 1})`.as('key'))
        .where('image', 'like', `${MEDIA_PREFIX}%`);
    // The logo lives in the settings' document; read under the lock, which its save takes too.
    const logo = photoKeyOf((await getSettings(trx)).logo);
    // One statement: it sees every save that committed before it.
    const deleted = await trx
      .deleteFrom('media')
      .where('createdAt', '<', cutoff)
      .where('key', 'not in', named('products').union(named('categories')).union(named('campaigns')))
      .$if(logo !== undefined, (query) => query.where('key', '!=', logo!))
      .returning('key')
      .execute();
    // Other instances drop their copies of the files in memory when they see this change (version.ts).
    if (deleted.length > 0) await markMediaDeleted(trx);
    await trx
      .deleteFrom('mediaOriginals')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('media').select('media.key').whereRef('media.originalKey', '=', 'mediaOriginals.key'))))
      .execute();
    return deleted.map((row) => row.key);
  });
}

/**
 * Runs the cleanup now and then every hour until stopped (at the app's close, which waits for
 * a run under way). A failed run is logged and tried again an hour later.
 */
export const scheduleMediaCleanup = (run: () => Promise<unknown>, onError: (error: unknown) => void): Repeated =>
  repeatEvery(CLEANUP_EVERY_MS, run, onError);
