import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE_NAME } from '../../src/server/platform/db/connect.js';
import { newDatabaseName, releaseDatabase } from '../support/app.js';
import { createWebStub, signInRemote } from '../support/remote-staff.js';
import { SERVER_ENTRY, startServerProcess } from '../support/server-process.js';

/**
 * A restaurant's first start, and getting back in when its password is lost: the first user is
 * made only once the server listens (a busy port leaves none behind, so the next start shows
 * its password), the password stands out of the log, and `npm run reset-password` gives a new
 * one with the server running or stopped, on SQLite and PostgreSQL.
 */
const RESET_TOOL = path.resolve('dist/node/server/features/tools/reset-password.js');
const baseUrl = process.env.TEST_DATABASE_URL!;
const database = newDatabaseName();
const dirs: string[] = [];
const PASSWORD = 'first-start-admin-password';

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-first-start-'));
  dirs.push(dir);
  return dir;
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

function postgresUrl(): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

beforeAll(() => admin(`create database ${database}`));
afterAll(async () => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  await releaseDatabase(database);
}, 30_000);

/** The password in a framed notice (seed/first-user.ts passwordNotice), on a line of its own. */
function framedPassword(output: string): string {
  const match = /^\| Şifre \/ Password: {2}(\S+) +\|$/m.exec(output);
  if (!match) throw new Error(`no framed password in:\n${output}`);
  return match[1]!;
}

function runResetTool(env: Record<string, string>, name: string) {
  return spawnSync(process.execPath, [RESET_TOOL, name], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

const sqliteEnv = () => {
  const dir = tempDir();
  return { DATA_DIR: dir, WEB_DIR: createWebStub(path.join(dir, 'web')) };
};

describe('the first start', () => {
  it('on a busy port says so in one line, exits non-zero and makes no user; the next start shows the password', async () => {
    const env = sqliteEnv();
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const busy = (blocker.address() as net.AddressInfo).port;
    let result;
    try {
      result = spawnSync(process.execPath, [SERVER_ENTRY], {
        env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(busy), ...env },
        encoding: 'utf8',
        timeout: 30_000,
      });
    } finally {
      blocker.close();
    }
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toBe(`Port ${busy} is in use by another program: stop it, or set PORT to a free port.`);
    expect(result.stdout + result.stderr).not.toMatch(/Password|EADDRINUSE|\n\s+at /);
    const file = new SQLite(path.join(env.DATA_DIR, SQLITE_FILE_NAME), { readonly: true });
    try {
      expect(file.prepare('select count(*) as n from users').get()).toEqual({ n: 0 });
    } finally {
      file.close();
    }

    const server = await startServerProcess(env);
    try {
      // The notice comes once the server listens; give it a moment past the first answer.
      await expect.poll(() => server.output(), { timeout: 10_000 }).toMatch(/Şifre \/ Password/);
      const password = framedPassword(server.output());
      // On lines of its own, not inside a JSON log line.
      for (const line of server
        .output()
        .split('\n')
        .filter((line) => line.includes(password)))
        expect(line).toMatch(/^\| /);
      await signInRemote(server.url, 'Admin', password);
    } finally {
      await server.stop();
    }
  });

  it('on PostgreSQL names the database in its start line, without the password', async () => {
    const url = new URL(postgresUrl());
    url.password = 'not-printed-secret';
    // The test server trusts local connections, so any password reaches it.
    const server = await startServerProcess({
      DATABASE_URL: url.toString(),
      ADMIN_PASSWORD: PASSWORD,
      DATA_DIR: '/nonexistent-sofra-data',
    });
    try {
      await expect.poll(() => server.output(), { timeout: 10_000 }).toMatch(/Sofra is serving the menu/);
      const line = server
        .output()
        .split('\n')
        .find((line) => line.includes('Sofra is serving the menu'))!;
      expect(line).toContain(`data in the PostgreSQL database postgres://${new URL(baseUrl).username}@${url.host}/${database}`);
      expect(line).not.toContain('nonexistent-sofra-data');
      expect(server.output()).not.toContain('not-printed-secret');
    } finally {
      await server.stop();
    }
  });
});

describe('npm run reset-password -- <name>', () => {
  const cases = [
    { dialect: 'SQLite', env: sqliteEnv },
    { dialect: 'PostgreSQL', env: () => ({ DATABASE_URL: postgresUrl(), DATA_DIR: '/nonexistent-sofra-data' }) },
  ];
  for (const { dialect, env: environment } of cases) {
    it(`on ${dialect}: with the server running, prints a new password once and ends the old sessions`, async () => {
      const env = { ...environment(), ADMIN_PASSWORD: PASSWORD };
      const server = await startServerProcess(env);
      try {
        const cookie = await signInRemote(server.url, 'Admin', PASSWORD);
        const result = runResetTool(env, 'admin');
        expect(result.status).toBe(0);
        const password = framedPassword(result.stdout);
        expect(result.stdout.split(password)).toHaveLength(2);
        const me = await fetch(`${server.url}/api/admin/me`, { headers: { cookie } });
        expect(me.status).toBe(401);
        await signInRemote(server.url, 'Admin', password);

        // Stopped, too.
        await server.stop();
        const again = runResetTool(env, 'Admin');
        expect(again.status).toBe(0);
        const restarted = await startServerProcess(env);
        try {
          await signInRemote(restarted.url, 'Admin', framedPassword(again.stdout));
        } finally {
          await restarted.stop();
        }
      } finally {
        await server.stop();
      }
    });
  }

  it('names the users there are when the name is unknown', async () => {
    const env = { ...sqliteEnv(), ADMIN_PASSWORD: PASSWORD };
    const server = await startServerProcess(env);
    await server.stop();
    const result = runResetTool(env, 'Nobody');
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('No staff user is named "Nobody". Users: Admin.');
    expect(result.stdout).toBe('');
  });
});
