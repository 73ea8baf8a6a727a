import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AxeResults, RunOptions } from 'axe-core';
import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { ADMIN, AdminApi } from './admin-api.js';
import { startWorkerServer, type WorkerServer } from './server.js';

export { expect };

export { ADMIN, AdminApi } from './admin-api.js';
export { ANY_REVIEWS_BUTTON, average, formatAverage, restaurantDay, reviewsButtonName, reviewsOf } from './menu-data.js';

/** Where the admin theme is remembered (src/web/admin/layout/theme.ts). */
export const THEME_STORAGE_KEY = 'sofra.admin.theme';
export type Theme = 'light' | 'dark';

/** The two screens the product is made for: a guest's phone and a manager's laptop. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 2,
};
export const LAPTOP: BrowserContextOptions = {
  viewport: { width: 1366, height: 768 },
  hasTouch: false,
  isMobile: false,
  deviceScaleFactor: 1,
};

/**
 * A name no other test uses, so tests that share the server and its database never trip over
 * each other's records: `Lahmacun 4f7k2`.
 */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Math.random().toString(36).slice(2, 7)}`;
}

/**
 * The browser reports a refused request (401 for "who am I" before sign-in, 404 for an
 * unknown address, 409 for a category that still has products, …) as a console error of its
 * own. The tests check what the page says about it instead; anything else is a problem.
 */
const REFUSED_REQUEST = /^Failed to load resource: the server responded with a status of 4\d\d\b/;

/** A request the network did not carry (the phone offline, a download cut off): expected where a test cuts it. */
const NETWORK_FAILURE = /^Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED|CONNECTION_RESET)\b/;

/**
 * Watches every page of `context` and collects what a person should never meet: an uncaught
 * exception, a console error (a broken Content Security Policy included), a server error, or
 * a native dialog (the app uses none, so one means injected script ran).
 */
async function watchContext(context: BrowserContext, origin: string, problems: string[], networkFailures = false): Promise<void> {
  // The browser logs CSP violations itself; this makes sure every one of them is an error line.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  });
  const watch = (page: Page) => {
    actOnTheApp(page);
    page.on('pageerror', (error) => problems.push(`uncaught ${error.name} on ${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      const from = message.location().url;
      if (REFUSED_REQUEST.test(text) && from.startsWith(origin)) return;
      if (networkFailures && NETWORK_FAILURE.test(text)) return;
      problems.push(`console error on ${page.url()}: ${text}${from ? ` (${from})` : ''}`);
    });
    page.on('response', (response) => {
      if (response.status() < 500) return;
      problems.push(`server error ${response.status()} for ${response.request().method()} ${response.url()}`);
    });
    page.on('dialog', (dialog) => {
      problems.push(`unexpected ${dialog.type()} dialog on ${page.url()}: ${dialog.message()}`);
      void dialog.dismiss().catch(() => undefined);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
}

interface Fixtures {
  /** Opens another browser (a second person), watched like the first, closed after the test. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  /** The staff API signed in as Admin, for arranging data and tidying up. */
  adminApi: AdminApi;
}

interface WorkerFixtures {
  /** This worker's own server and database (server.ts); `baseURL` points at it. */
  server: WorkerServer;
}

interface AutoFixtures {
  pageProblems: string[];
  /** The test cuts the network (offline, an aborted download): the browser's reports of it are expected. */
  networkFailuresExpected: boolean;
}

/**
 * Waits until the app has attached to the page (guest pages arrive drawn by the server and the
 * app attaches when the guest first reaches for the page): before that, only the links and the
 * parts the page opens by itself work, as a guest would find.
 */
export async function appAttached(page: Page): Promise<void> {
  // The app marks the page's root once it holds every element (web/ui/attached.ts).
  await page.locator('#root[data-attached]').waitFor({ state: 'attached' });
}

/**
 * Every test acts on the app, not on a page the app has not attached to yet: opening or
 * reloading a page waits for it.
 */
function actOnTheApp(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    // The print pages are plain pages the server draws, without the app.
    if (!new URL(page.url()).pathname.startsWith('/admin/print/')) await reachAndAttach(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await reachAndAttach(page);
    return response;
  };
}

/**
 * The guest reaches for the page (a key that does nothing by itself: the app attaches at a
 * guest's first touch, key or scroll), and the app attaches.
 */
export async function reachAndAttach(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await appAttached(page);
}

/** This worker's server (each worker is a process of its own), for helpers given only a page. */
let workerServerUrl: string | undefined;

export const test = base.extend<Fixtures & AutoFixtures, WorkerFixtures>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern
    async ({}, use) => {
      const server = await startWorkerServer();
      workerServerUrl = server.url;
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),

  networkFailuresExpected: [false, { option: true }],
  pageProblems: [
    async ({ context, baseURL, networkFailuresExpected }, use) => {
      const problems: string[] = [];
      await watchContext(context, baseURL ?? '', problems, networkFailuresExpected);
      await use(problems);
      expect(problems, 'the browser reported problems while the test ran').toEqual([]);
    },
    { auto: true },
  ],

  newContext: async ({ browser, baseURL, pageProblems }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ baseURL, locale: 'tr-TR', timezoneId: 'Europe/Istanbul', ...options });
      await watchContext(context, baseURL ?? '', pageProblems);
      contexts.push(context);
      return context;
    });
    for (const context of contexts) await context.close();
  },

  adminApi: async ({ baseURL }, use) => {
    const api = await AdminApi.signIn(baseURL ?? '');
    await use(api);
    await api.dispose();
  },
});

/**
 * axe's rules whose outcome a theme can change: the colours. The same document in another theme
 * gives every other rule the same answer, so a page checked whole in one theme and switched in
 * place is checked with these alone in the other.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** What axe checks on a page looked at whole: WCAG 2.x A and AA, and axe's best practices. */
const WHOLE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core on the page as it is now (WCAG 2.x A and AA and best practices): no serious or
 * critical violation. No rule is switched off and nothing is excluded. The full result is
 * attached to the test report. With `colours`, the colour rules alone (COLOUR_RULES), for a
 * page already checked whole in the other theme.
 *
 * axe-core goes into a document once, however often the document is checked: a page looked at
 * in both themes is given it for the first look only (each copy is half a megabyte of script to
 * compile, 130 to 260 ms on a 2-core host). It runs in the page itself, as the page has no frame
 * (the first line holds).
 */
export async function expectAccessible(page: Page, label: string, { soft = false, colours = false } = {}): Promise<void> {
  // Let transitions (a dialog fading in, a theme switching) finish, so colours are final.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  expect(page.frames(), `${label}: a page of ours with a frame in it`).toHaveLength(1);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly: colours ? { type: 'rule', values: COLOUR_RULES } : { type: 'tag', values: WHOLE_TAGS },
    resultTypes: ['violations'],
  };
  const results = await page.evaluate(
    (options) =>
      (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe.run(document, options),
    options,
  );
  await test.info().attach(`axe ${label}`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = blocking.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`).join('\n'),
  );
  (soft ? expect.soft : expect)(summary, `axe found serious or critical problems on ${label}`).toEqual([]);
}

/**
 * Picks up a sortable card with the keyboard (Space on its focused handle) and waits until dnd-kit
 * listens for the arrow keys. Its keyboard sensor starts listening in a timer set as it handles
 * the Space, and the browser serves a key before a timer: an arrow pressed within milliseconds
 * (no person's speed) could come first and move nothing. A timer set after it runs after it.
 */
export async function pickUpWithKeyboard(page: Page, handle: Locator): Promise<void> {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}

export const SCREENS_DIR = path.resolve('test-results/screens');

/** Saves a screenshot (the whole page, by default) under test-results/screens/, for people to look at. */
export async function saveScreen(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  fs.mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), fullPage, animations: 'disabled' });
}

/**
 * Signs in without the login form (that flow has its own test): the API call shares the
 * page's cookies, so the page is signed in afterwards.
 */
export async function signIn(
  page: Page,
  { name, password, remember = false }: { name: string; password: string; remember?: boolean } = ADMIN,
): Promise<void> {
  const origin = new URL(workerServerUrl ?? page.url()).origin;
  const response = await page.request.post('/api/admin/login', {
    data: { name, password, remember },
    headers: { origin },
  });
  expect(response.status(), `signing in as ${name}`).toBe(200);
}

/** Chooses the admin theme before any page script runs, as a returning person would have it. */
export async function useTheme(context: BrowserContext, theme: Theme): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      // Also runs in about:blank, which has no storage.
      if (window.location.protocol.startsWith('http')) window.localStorage.setItem(key, value);
    },
    [THEME_STORAGE_KEY, theme] as const,
  );
}
