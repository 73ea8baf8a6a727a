import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createWebStub, signInRemote } from '../support/remote-staff.js';
import { startServerProcess } from '../support/server-process.js';
import { checkLedger, integrityOf, Ledger, sleep, streamWrites } from './write-stream.js';

/**
 * Crash safety (issue 7, item 1): the server process is killed with SIGKILL at random moments
 * while staff save accounts and prices and take tables' orders and payments on their bills.
 * Each write that got a 2xx is there after the restart that follows it, and after the last
 * restart every one of them is (a payment sent again is known, not made anew); the database
 * passes its integrity check after every restart.
 */
const ROUNDS = Number(process.env.CRASH_ROUNDS) || 25;
const PASSWORD = 'crash-test-admin-password';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-crash-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

it(`keeps every acknowledged write through ${ROUNDS} SIGKILLs`, { timeout: 600_000 }, async () => {
  const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'warn', WEB_DIR: createWebStub(path.join(dataDir, 'web')) };
  const ledger = new Ledger();
  let cookie: string | undefined;
  let survived = 0;
  const lost: string[] = [];

  for (let round = 1; round <= ROUNDS + 1; round += 1) {
    const server = await startServerProcess(env);
    try {
      cookie ??= await signInRemote(server.url, 'Admin', PASSWORD);
      const check = await checkLedger(server.url, cookie, ledger, { all: round > ROUNDS });
      lost.push(...check.lost);
      expect(check.lost, `after kill ${round - 1}`).toEqual([]);
      expect(integrityOf(dataDir), `after kill ${round - 1}`).toBe('ok');
      if (round > 1) survived += 1;
      if (round > ROUNDS) break;

      let stopped = false;
      const writes = streamWrites(server.url, cookie, ledger, { workers: 4, stopped: () => stopped, tag: `r${round}` });
      await sleep(20 + Math.random() * 1500);
      server.child.kill('SIGKILL');
      await server.stop();
      stopped = true;
      await writes;
    } finally {
      await server.stop(round > ROUNDS ? 'SIGTERM' : 'SIGKILL');
    }
  }

  console.log(
    `Crash safety: ${survived} SIGKILL rounds survived; ${ledger.acknowledged} acknowledged writes (${ledger.payments.size} payments on bills), ${lost.length} lost; ` +
      `${ledger.unanswered} writes were in flight at the kills; integrity_check ok after every restart.`,
  );
  expect(survived).toBe(ROUNDS);
  expect(ledger.acknowledged).toBeGreaterThan(ROUNDS * 10);
  expect(ledger.payments.size).toBeGreaterThan(ROUNDS);
});
