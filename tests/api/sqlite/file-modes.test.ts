import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import { loadConfig } from '../../../src/server/platform/config.js';
import { backupDatabase, restoreDatabase } from '../../../src/server/platform/db/backup.js';
import { openSqliteFile, SQLITE_FILE_NAME } from '../../../src/server/platform/db/connect.js';
import { TEST_ADMIN_PASSWORD } from '../../support/app.js';
import { asStaff, signIn } from '../../support/staff.js';

/**
 * The database holds staff's password hashes, sessions and customers' debts: other users of
 * the machine may not read it, nor its write-ahead log, nor any copy of it. Checked under the
 * usual umask (022), which leaves files readable by everyone unless the server says otherwise.
 */
const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

let root: string;
let umask: number;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-modes-'));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
beforeEach(() => {
  umask = process.umask(0o022);
});
afterEach(() => {
  process.umask(umask);
});

describe('the database files', () => {
  it('the data directory, the database, its -wal and -shm are the server user’s alone', async () => {
    const dataDir = path.join(root, 'new', 'data');
    const config = loadConfig({
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      WEB_DIR: path.join(root, 'no-web'),
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp({ config, logger: false });
    try {
      // A staff write, so the write-ahead log has something in it.
      const staff = asStaff(app, await signIn(app));
      expect(
        (
          await staff.post('/api/admin/tags', {
            nameTr: 'Mevsimlik',
            nameEn: 'Seasonal',
            categoryId: 1,
            color: '#8B4513',
            textColor: '#8B4513',
            bgColor: '#FFFFFF',
          })
        ).statusCode,
      ).toBe(201);
      const live = path.join(dataDir, SQLITE_FILE_NAME);
      expect(modeOf(dataDir)).toBe('700');
      expect(modeOf(live)).toBe('600');
      expect(modeOf(`${live}-wal`)).toBe('600');
      expect(modeOf(`${live}-shm`)).toBe('600');
    } finally {
      await app.close();
    }
  });

  it('a database left readable by an older version is made private when opened, -wal and -shm too', () => {
    const dir = path.join(root, 'older');
    fs.mkdirSync(dir);
    const file = path.join(dir, SQLITE_FILE_NAME);
    const older = openSqliteFile(file);
    older.exec('create table notes (text)');
    // Left open, as a killed server leaves it: the -wal and -shm stay on disk.
    for (const name of [file, `${file}-wal`, `${file}-shm`]) fs.chmodSync(name, 0o644);
    const sqlite = openSqliteFile(file);
    try {
      expect([modeOf(file), modeOf(`${file}-wal`), modeOf(`${file}-shm`)]).toEqual(['600', '600', '600']);
    } finally {
      sqlite.close();
      older.close();
    }
  });
});

describe('backups', () => {
  it('the backup folder and every copy are the owner’s alone, and so is a restored database', async () => {
    const dataDir = path.join(root, 'backed-up');
    const sqlite = openSqliteFile(path.join(dataDir, SQLITE_FILE_NAME));
    sqlite.exec('create table kysely_migration (name); create table users (id); create table products (id); create table accounts (id)');
    sqlite.close();
    const backups = path.join(root, 'copies', 'backups');
    const { file } = await backupDatabase(dataDir, backups, 3);
    expect(modeOf(backups)).toBe('700');
    expect(modeOf(file)).toBe('600');

    // A copy made readable elsewhere comes back private; the replaced database is kept private.
    fs.chmodSync(file, 0o644);
    const { previous } = restoreDatabase(file, dataDir, backups);
    expect(modeOf(path.join(dataDir, SQLITE_FILE_NAME))).toBe('600');
    expect(modeOf(previous!)).toBe('700');
    expect(modeOf(path.join(previous!, SQLITE_FILE_NAME))).toBe('600');
  });
});
