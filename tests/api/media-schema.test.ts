import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.js';

/** Migration 006: photos live in the database, bytes and all, on either engine. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// Made now, so the same cleanup leaves these photos no record names alone for its grace period.
const stamp = new Date().toISOString();
const original = {
  key: 'a'.repeat(64),
  bytes: Buffer.from([0, 1, 2, 255]),
  format: 'jpeg' as const,
  width: 4,
  height: 3,
  createdAt: stamp,
};
const photo = {
  key: 'b'.repeat(64),
  originalKey: original.key,
  shape: 'product' as const,
  cropX: 0,
  cropY: 0,
  cropWidth: 4,
  cropHeight: 3,
  width: 4,
  height: 3,
  widths: '[4]',
  placeholder: 'data:image/png;base64,',
  createdAt: stamp,
};

/**
 * An original and its photo in one transaction: the app's photo cleanup, which runs once as the
 * app starts (and may still be running), deletes originals no photo uses, but never sees one
 * that is not committed yet.
 */
async function insertPhoto(): Promise<void> {
  await t.db.transaction().execute(async (trx) => {
    await trx.insertInto('mediaOriginals').values(original).execute();
    await trx.insertInto('media').values(photo).execute();
  });
}

describe('the media tables', () => {
  it('keep bytes exactly, and a photo’s variants go with it', async () => {
    await insertPhoto();
    await t.db
      .insertInto('mediaVariants')
      .values({ mediaKey: photo.key, width: 4, format: 'avif', bytes: Buffer.from([9, 0, 9]), etag: '"x"' })
      .execute();
    const stored = await t.db.selectFrom('mediaOriginals').select('bytes').where('key', '=', original.key).executeTakeFirstOrThrow();
    expect(Buffer.from(stored.bytes).equals(original.bytes)).toBe(true);
    await t.db.deleteFrom('media').where('key', '=', photo.key).execute();
    expect(await t.db.selectFrom('mediaVariants').selectAll().where('mediaKey', '=', photo.key).execute()).toEqual([]);
    await t.db.deleteFrom('mediaOriginals').where('key', '=', original.key).execute();
  });

  it('refuses a photo of no original, and an unknown variant format', async () => {
    await expect(
      t.db
        .insertInto('media')
        .values({ ...photo, originalKey: 'c'.repeat(64) })
        .execute(),
    ).rejects.toThrow();
    await insertPhoto();
    await expect(
      sql`insert into media_variants (media_key, width, format, bytes, etag) values (${photo.key}, 4, 'gif', ${Buffer.from([1])}, '"y"')`.execute(
        t.db,
      ),
    ).rejects.toThrow();
  });
});
