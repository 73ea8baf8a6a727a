import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupDatabase, restoreDatabase } from '../../../src/server/platform/db/backup.js';
import { startTestApp } from '../../support/app.js';
import { jpegOf, uploaded } from '../../support/photos.js';
import { signIn } from '../../support/staff.js';

/** Photos live in the database file, so a backup holds them and a restore brings them back. */
describe('a backup and its restore', () => {
  it('carry the photos, byte for byte', async () => {
    const t = await startTestApp();
    try {
      const photo = await uploaded(t.app, await signIn(t.app), await jpegOf(500, 375));
      const url = `/media/${photo.key}-320.webp`;
      const before = (await t.app.inject(url)).rawPayload;
      const originals = async () => (await t.db.selectFrom('mediaOriginals').select('key').orderBy('key').execute()).map((row) => row.key);
      const originalsBefore = await originals();
      expect(originalsBefore).toContain(photo.original.key);
      const backups = path.join(t.dataDir, 'backups');
      const { file } = await backupDatabase(t.dataDir, backups, 3);
      await t.db.deleteFrom('media').execute();
      await t.db.deleteFrom('mediaOriginals').execute();
      await t.app.close();
      restoreDatabase(file, t.dataDir, backups);
      const app = await t.restart();
      const after = await app.inject(url);
      expect(after.statusCode).toBe(200);
      expect(after.rawPayload.equals(before)).toBe(true);
      expect(await originals()).toEqual(originalsBefore);
    } finally {
      await t.close();
    }
  });
});
