import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.js';
import { loadConfig, type Config } from '../../src/server/config.js';

export const TEST_ADMIN_PASSWORD = 'test-admin-password';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real server on a real SQLite file in a fresh temporary directory, with a tiny stand-in
 * for the built web app so page routes can be checked without running Vite.
 */
export async function startTestApp(options: { now?: () => Date; env?: Record<string, string> } = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-test-'));
  const webDir = path.join(dataDir, 'web');
  fs.mkdirSync(path.join(webDir, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html lang="tr"><head><title>Sofra</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log("app")');
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    WEB_DIR: webDir,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const app = await buildApp({ config, logger: false, ...(options.now ? { now: options.now } : {}) });
  return {
    app,
    config,
    dataDir,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
