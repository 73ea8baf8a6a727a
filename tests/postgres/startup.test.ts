import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { openPostgres, waitForDatabase } from '../../src/server/platform/db/postgres.js';
import { freePort, SERVER_ENTRY } from '../support/server-process.js';

describe('when PostgreSQL cannot be reached at start', () => {
  it('retries with doubling waits and a clear line each time, then gives up', async () => {
    const port = await freePort();
    const handle = openPostgres({
      url: `postgres://postgres@127.0.0.1:${port}/nowhere`,
      poolSize: 1,
      statementTimeoutMs: 1000,
      ssl: undefined,
      connectAttempts: 4,
    });
    const lines: string[] = [];
    const waits: number[] = [];
    try {
      await expect(
        waitForDatabase(
          handle.db,
          4,
          (line) => lines.push(line),
          async (ms) => void waits.push(ms),
        ),
      ).rejects.toThrow(/Could not reach the database after 4 attempts/);
    } finally {
      await handle.close();
    }
    expect(waits).toEqual([500, 1000, 2000]);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Database not reachable \(attempt 1 of 4: .+\); retrying in 0.5 s\.$/);
  });

  it('the server exits with a non-zero code', async () => {
    const port = await freePort();
    const result = spawnSync(process.execPath, [SERVER_ENTRY], {
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(await freePort()),
        DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/nowhere`,
        DATABASE_CONNECT_ATTEMPTS: '2',
      },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.status).not.toBeNull();
    expect(result.stdout + result.stderr).toMatch(/Database not reachable \(attempt 1 of 2/);
    expect(result.stdout + result.stderr).toMatch(/Could not reach the database after 2 attempts/);
  });
});
