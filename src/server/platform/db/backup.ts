import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { runningServerPid } from '../pid-file.js';
import { makePrivateDir, makePrivateFile, PRIVATE_FILE_MODE, SQLITE_FILE_NAME } from './connect.js';

/** Backups are named by the moment they were taken, so their names sort oldest to newest. */
const BACKUP_NAME = /^sofra-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.sqlite$/;

export class BackupError extends Error {
  override name = 'BackupError';
}

export interface BackupResult {
  file: string;
  bytes: number;
  /** Older copies deleted to keep only the newest `keep`. */
  removed: string[];
}

/**
 * Copies the live database with SQLite's online backup API while the server keeps working,
 * makes the copy one self-contained file, checks it, makes it durable, and then keeps only
 * the newest `keep` copies. A copy that fails its check never gets a backup's name.
 */
export async function backupDatabase(dataDir: string, dir: string, keep: number, now = new Date()): Promise<BackupResult> {
  const source = path.join(dataDir, SQLITE_FILE_NAME);
  if (!fs.existsSync(source)) throw new BackupError(`There is no database at ${source}.`);
  makePrivateDir(dir);
  const file = path.join(dir, `sofra-${now.toISOString().replace(/[:.]/g, '-')}.sqlite`);
  if (fs.existsSync(file)) throw new BackupError(`${file} already exists.`);
  const partial = `${file}.partial`;
  // Private before SQLite writes into it (its journal takes the file's mode too).
  fs.closeSync(fs.openSync(partial, 'a', PRIVATE_FILE_MODE));
  makePrivateFile(partial);

  const live = new SQLite(source, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    // Every page in one step: the copy is one consistent moment, and the server's writes
    // (which in WAL mode never wait for a reader) cannot make it start over again and again.
    await live.backup(partial, { progress: () => 0x7fffffff });
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    live.close();
  }

  try {
    const copy = new SQLite(partial, { fileMustExist: true });
    try {
      // A rollback journal instead of WAL: the copy is a single file, whole when closed.
      copy.pragma('journal_mode = DELETE');
      checkIntegrity(copy, partial);
    } finally {
      copy.close();
    }
    fsyncFile(partial);
    fs.renameSync(partial, file);
    fsyncFile(dir);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }

  const backups = listBackups(dir);
  const removed = backups.slice(0, Math.max(0, backups.length - keep));
  for (const old of removed) fs.rmSync(old, { force: true });
  if (removed.length > 0) fsyncFile(dir);
  return { file, bytes: fs.statSync(file).size, removed };
}

/** The backups in `dir`, oldest first. */
export function listBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

export interface RestoreResult {
  /** Where the database that was replaced was kept, or null when there was none. */
  previous: string | null;
}

/**
 * Puts a backup back as the live database, with the server stopped. The backup is checked
 * first; the database it replaces is kept in `keepDir`; the new file is moved into place in
 * one step, after the old database's -wal and -shm are gone (SQLite would otherwise replay
 * the old write-ahead log into the restored file).
 */
export function restoreDatabase(backup: string, dataDir: string, keepDir: string, now = new Date()): RestoreResult {
  const pid = runningServerPid(dataDir);
  if (pid !== null) {
    throw new BackupError(`The server is running (process ${pid}) on ${dataDir}. Stop it, then restore.`);
  }
  if (!fs.existsSync(backup)) throw new BackupError(`There is no file at ${backup}.`);
  checkBackup(backup);

  const live = path.join(dataDir, SQLITE_FILE_NAME);
  const companions = [`${live}-wal`, `${live}-shm`];
  makePrivateDir(dataDir);

  // Keep what is about to be replaced, -wal included: with the server stopped the files are at rest.
  let previous: string | null = null;
  if (fs.existsSync(live)) {
    previous = path.join(keepDir, `replaced-by-restore-${now.toISOString().replace(/[:.]/g, '-')}`);
    makePrivateDir(previous);
    for (const source of [live, ...companions]) {
      if (fs.existsSync(source)) copyPrivately(source, path.join(previous, path.basename(source)));
    }
    fsyncFile(previous);
  }

  const incoming = `${live}.restoring`;
  copyPrivately(backup, incoming);
  for (const companion of companions) fs.rmSync(companion, { force: true });
  fs.renameSync(incoming, live);
  fsyncFile(dataDir);
  return { previous };
}

/** A backup must be a whole, uncorrupted Sofra database. */
function checkBackup(file: string): void {
  let copy: SQLite.Database;
  try {
    copy = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupError(`${file} cannot be opened as a database: ${(error as Error).message}`);
  }
  try {
    checkIntegrity(copy, file);
    const tables = new Set(copy.prepare("select name from sqlite_master where type = 'table'").pluck().all() as string[]);
    const missing = ['kysely_migration', 'users', 'products', 'accounts'].filter((table) => !tables.has(table));
    if (missing.length > 0) throw new BackupError(`${file} is not a Sofra database (no ${missing.join(', ')} table).`);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a usable database: ${(error as Error).message}`);
  } finally {
    copy.close();
  }
}

function checkIntegrity(db: SQLite.Database, file: string): void {
  const problems = db.pragma('integrity_check') as { integrity_check: string }[];
  const verdict = problems.map((row) => row.integrity_check);
  if (verdict.length !== 1 || verdict[0] !== 'ok') {
    throw new BackupError(`${file} failed its integrity check: ${verdict.slice(0, 5).join('; ')}`);
  }
}

/**
 * Copies `source` to `target`, readable by its owner alone from the first byte, and makes the
 * copy durable. (fs.copyFile would give the copy the source's mode: a backup someone made
 * readable would come back readable.)
 */
function copyPrivately(source: string, target: string): void {
  const input = fs.openSync(source, 'r');
  try {
    const output = fs.openSync(target, 'w', PRIVATE_FILE_MODE);
    try {
      // An existing file keeps its mode when opened.
      fs.fchmodSync(output, PRIVATE_FILE_MODE);
      const chunk = Buffer.allocUnsafe(1 << 20);
      for (let read; (read = fs.readSync(input, chunk, 0, chunk.length, null)) > 0;) {
        for (let written = 0; written < read;) written += fs.writeSync(output, chunk, written, read - written);
      }
      fs.fsyncSync(output);
    } finally {
      fs.closeSync(output);
    }
  } finally {
    fs.closeSync(input);
  }
}

/** Data (or a folder's list of names) reaches the disk before we go on. */
function fsyncFile(file: string): void {
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
