import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests: the real built server, one per worker on a free port with a fresh data
 * directory (tests/e2e/server.ts), driven through Debian's Chromium (never a downloaded browser).
 * Its headless shell where installed (Debian's chromium-headless-shell: the same Blink without
 * the browser's windows, as Playwright's own headless runs use): the suite took a quarter less
 * of the machine with it (646 s of tests against 853 s, 5.6 minutes against 7.4 on 2 cores).
 * The bench's Lighthouse keeps the whole browser, as a guest's phone runs one.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
if (!fs.existsSync(chromium)) {
  throw new Error(
    `Chromium was not found at ${chromium}. Install Debian's package (apt-get install -y chromium-headless-shell, ` +
      'or chromium) or set CHROMIUM_PATH to a Chromium binary.',
  );
}

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/setup.ts',
  globalTeardown: './tests/e2e/teardown.ts',
  outputDir: 'test-results/playwright',
  // Each worker has a server and a database of its own (support.ts's `server`); the tests of one
  // file run in order in one worker, as some build on what the one before did. Two workers keep
  // both cores busy while a browser waits on the other's server.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'test-results/report' }]],
  use: {
    // The restaurant is in Turkey: dates, numbers and the clock of its guests and staff.
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // A trace of every test, kept when it fails, for a developer to open. CI keeps nothing but
    // what the run prints, and recording costs a tenth of the browser tests' time (the guests'
    // flows: 123 s with it, 109 s without): CI records none.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
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
});
