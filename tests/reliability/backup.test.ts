import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE_NAME } from '../../src/server/platform/db/connect.js';
import { TABLES_IN_ORDER } from '../../src/server/resources/index.js';
import { createWebStub, signInRemote } from '../support/remote-staff.js';
import { startServerProcess } from '../support/server-process.js';
import { Ledger, sleep, streamWrites } from './write-stream.js';

/**
 * Backup and restore (issue 7, item 10): `npm run backup` copies the live database while staff
 * keep saving, and `npm run restore -- FILE` puts a copy back with the server stopped. The
 * tools run as the npm scripts run them (compiled, in a process of their own).
 */
const PASSWORD = 'backup-test-admin-password';
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-backup-'));
const dataDir = path.join(root, 'data');
const backupDir = path.join(root, 'backups');
const live = path.join(dataDir, SQLITE_FILE_NAME);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const toolEnv = { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_KEEP: '3' };
function tool(name: 'backup' | 'restore', ...args: string[]) {
  const result = spawnSync(process.execPath, [`dist/node/server/features/tools/${name}.js`, ...args], {
    env: toolEnv,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
function toolAsync(name: 'backup', ...args: string[]) {
  return new Promise<{ status: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [`dist/node/server/features/tools/${name}.js`, ...args], { env: toolEnv });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (status) => resolve({ status, output }));
  });
}

const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

/** Every row of every table, in a stable order. */
function rowsOf(file: string): Record<string, unknown[]> {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const tables: Record<string, unknown[]> = {};
    for (const table of TABLES_IN_ORDER) {
      const name = table.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
      tables[name] = sqlite.prepare(`select * from ${name} order by 1, 2`).all();
    }
    return tables;
  } finally {
    sqlite.close();
  }
}

describe('backup and restore', () => {
  it('backs up under write load, keeps the newest copies, and restores exactly what was copied', { timeout: 300_000 }, async () => {
    const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'warn', WEB_DIR: createWebStub(path.join(root, 'web')) };
    const server = await startServerProcess(env);
    const cookie = await signInRemote(server.url, 'Admin', PASSWORD);
    const ledger = new Ledger();
    let stopped = false;
    const writes = streamWrites(server.url, cookie, ledger, { workers: 4, stopped: () => stopped, tag: 'backup' });
    let copy = '';
    try {
      await sleep(1000);
      // Accounts acknowledged before the backup starts must all be in it.
      const acknowledgedBefore = new Set(ledger.accounts.keys());
      const writesBefore = ledger.acknowledged;
      const first = await toolAsync('backup');
      const writesDuring = ledger.acknowledged - writesBefore;
      expect(first.output).toMatch(/Backed up .* integrity ok/);
      expect(first.status).toBe(0);
      // Set aside: it is the oldest, and the copies below push it out of the kept three.
      copy = path.join(root, 'chosen.sqlite');
      fs.copyFileSync(first.output.match(/ to (\S+\.sqlite) /)![1]!, copy);
      const acknowledgedAfter = new Set(ledger.accounts.keys());
      expect(writesDuring, 'writes acknowledged while the backup ran').toBeGreaterThan(0);

      // Four more copies while the writes go on: only the newest three are kept.
      for (let i = 0; i < 4; i += 1) {
        await sleep(20);
        const next = await toolAsync('backup');
        expect(next.status, next.output).toBe(0);
      }
      const kept = fs
        .readdirSync(backupDir)
        .filter((name) => name.endsWith('.sqlite'))
        .sort();
      expect(kept).toHaveLength(3);
      expect(kept.every((name) => /^sofra-\d{4}-\d{2}-\d{2}T[\d-]+Z\.sqlite$/.test(name))).toBe(true);
      expect(fs.readdirSync(backupDir).filter((name) => name.endsWith('.partial'))).toEqual([]);
      // Copies of staff's password hashes and customers' debts: the owner's alone, as the live database is.
      expect(modeOf(backupDir)).toBe('700');
      for (const name of kept) expect(modeOf(path.join(backupDir, name)), name).toBe('600');
      expect([modeOf(dataDir), modeOf(live), modeOf(`${live}-wal`), modeOf(`${live}-shm`)]).toEqual(['700', '600', '600', '600']);

      const copied = rowsOf(copy);
      const copiedAccounts = new Set((copied.accounts as { id: number }[]).map((row) => row.id));
      for (const id of acknowledgedBefore) expect(copiedAccounts.has(id), `account ${id}, saved before the backup`).toBe(true);
      // Nothing the server had not yet committed when the copy finished (a consistent moment).
      const unknown = [...copiedAccounts].filter((id) => id !== 1 && !acknowledgedAfter.has(id));
      expect(unknown.length).toBeLessThanOrEqual(4);

      // Restore refuses while the server runs, and touches nothing.
      const sizeBefore = fs.statSync(live).size;
      const refused = tool('restore', copy);
      expect(refused.status).not.toBe(0);
      expect(refused.output).toMatch(/The server is running \(process \d+\)/);
      expect(fs.statSync(live).size).toBe(sizeBefore);
    } finally {
      stopped = true;
      await writes;
      // Killed, not stopped: the -wal and -shm of the old database are left behind, full of later writes.
      server.child.kill('SIGKILL');
      await server.stop();
    }
    expect(fs.existsSync(`${live}-wal`)).toBe(true);

    // A damaged or foreign file is refused before anything is replaced.
    const damaged = path.join(root, 'damaged.sqlite');
    fs.writeFileSync(damaged, fs.readFileSync(copy).subarray(0, 8192));
    expect(tool('restore', damaged)).toMatchObject({
      status: 1,
      output: expect.stringMatching(/integrity check|not a usable database|malformed/),
    });
    const foreign = path.join(root, 'foreign.sqlite');
    new SQLite(foreign).exec('create table notes (text)').close();
    expect(tool('restore', foreign).output).toMatch(/not a Sofra database/);
    expect(tool('restore').status).toBe(2);

    const restored = tool('restore', copy);
    expect(restored.output).toMatch(/Restored .* The database it replaced is kept in /);
    expect(restored.status).toBe(0);
    expect(fs.existsSync(`${live}-wal`)).toBe(false);
    expect(fs.existsSync(`${live}-shm`)).toBe(false);
    const replaced = fs.readdirSync(backupDir).find((name) => name.startsWith('replaced-by-restore-'));
    expect(replaced).toBeDefined();
    expect(modeOf(path.join(backupDir, replaced!))).toBe('700');
    for (const name of fs.readdirSync(path.join(backupDir, replaced!)))
      expect(modeOf(path.join(backupDir, replaced!, name)), name).toBe('600');
    expect(modeOf(live)).toBe('600');

    // The server starts on the restored file and holds exactly the copied rows.
    const again = await startServerProcess(env);
    try {
      const expected = rowsOf(copy);
      const actual = rowsOf(live);
      for (const table of Object.keys(expected)) expect(actual[table], table).toEqual(expected[table]);
      const accounts = (await (await fetch(`${again.url}/api/admin/accounts`, { headers: { cookie } })).json()) as { total: number };
      expect(accounts.total).toBe(expected.accounts!.length);
      const rows = Object.values(expected).reduce((sum, table) => sum + table.length, 0);
      console.log(
        `Backup and restore: 5 backups under write load (${ledger.acknowledged} writes acknowledged meanwhile), 3 kept; ` +
          `restored ${rows} rows in ${Object.keys(expected).length} tables, all equal; stale -wal/-shm removed.`,
      );
    } finally {
      await again.stop();
    }
  });
});
