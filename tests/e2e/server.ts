import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, SERVER_ENTRY } from '../support/server-process.js';
import { ADMIN } from './admin-api.js';

/**
 * One server per Playwright worker: the built server on a port and a fresh data directory of
 * its own, serving the copy of the web app that global setup made (setup.ts). Workers run at
 * once without sharing a database, so no test trips over another's records or settings.
 */
export interface WorkerServer {
  url: string;
  stop(): Promise<void>;
}

export async function startWorkerServer(): Promise<WorkerServer> {
  const buildDir = process.env.E2E_BUILD_DIR;
  if (!buildDir) throw new Error('E2E_BUILD_DIR is not set: global setup (tests/e2e/setup.ts) copies the build there');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-e2e-'));
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      WEB_DIR: path.join(buildDir, 'web'),
      SSR_DIR: path.join(buildDir, 'ssr'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The test server exited with code ${child.exitCode} before it answered`);
    const ready = await fetch(`${url}/api/menu`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`The test server did not answer at ${url} within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
