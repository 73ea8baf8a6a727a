import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests: the real built server on a free port with a fresh data directory, driven
 * through Debian's Chromium (never a downloaded browser). The config is read again in every
 * worker, so the port and directory chosen here travel through the environment.
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  throw new Error(
    `Chromium was not found at ${chromium}. Install Debian's package (apt-get install -y chromium) ` +
      'or set CHROMIUM_PATH to a Chromium binary.',
  );
}

/** A port nothing listens on right now: the operating system picks it for a throwaway server. */
function freePort(): number {
  const script =
    "const s = require('node:net').createServer();" +
    "s.listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

process.env.E2E_PORT ??= String(freePort());
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-e2e-'));
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/setup.ts',
  globalTeardown: './tests/e2e/teardown.ts',
  outputDir: 'test-results/playwright',
  // The flows share one server and one database, and some change the menu: one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'test-results/report' }]],
  use: {
    baseURL,
    // The restaurant is in Turkey: dates, numbers and the clock of its guests and staff.
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    trace: 'retain-on-failure',
    // The guest menu's service worker answers requests that page.route() then never sees; the
    // offline flows (guest-offline.spec.ts) allow it, the others keep every request in sight.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'guest-phone',
      testMatch: /guest-.*\.spec\.ts/,
      use: {
        ...devices['Pixel 5'],
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
        browserName: 'chromium',
      },
    },
    {
      name: 'staff-laptop',
      testMatch: /staff-.*\.spec\.ts/,
      use: { viewport: { width: 1366, height: 768 }, browserName: 'chromium' },
    },
    {
      name: 'screens',
      testMatch: /screens\.spec\.ts/,
      use: { browserName: 'chromium' },
      dependencies: ['guest-phone', 'staff-laptop'],
    },
  ],
  webServer: {
    // `npm start`'s build-when-changed rule, then the built server on a copy of the web app.
    command: 'node tests/e2e/serve.mjs',
    url: `${baseURL}/api/menu`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
    },
  },
});
