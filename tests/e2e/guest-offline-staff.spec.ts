import { expect, signIn, test } from './support.js';

// A phone that signed in to the back office keeps none of its data in the guest menu's
// offline store, however an address to it is spelled (the server reads `/%61pi` as `/api`).

test.use({ serviceWorkers: 'allow', networkFailuresExpected: true });

test('staff data reached by an encoded address is neither served nor kept in Cache Storage', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
  await signIn(page);
  const accounts = (await (await page.request.get('/api/admin/accounts')).json()) as { items?: { id: number }[] } | { id: number }[];
  const first = (Array.isArray(accounts) ? accounts : (accounts.items ?? []))[0];
  const addresses = ['/%61pi/admin/accounts', '/%61pi/admin/me', ...(first ? [`/%61pi/admin/accounts/${first.id}/personal-data`] : [])];
  for (const address of addresses) {
    // Followed as a tapped link would be (page.goto waits for the app, which a JSON answer has not).
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().isNavigationRequest() && r.url().endsWith(address)),
      page.evaluate((target) => location.assign(target), address),
    ]);
    expect(response.status(), address).toBe(404);
    await page.waitForURL((url) => url.pathname === address, { waitUntil: 'load' });
  }
  // The worker stores a page after answering it: give it the time.
  await page.goto('/');
  await page.waitForTimeout(1000);
  const kept = await page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const pathname = decodeURIComponent(new URL(request.url).pathname);
        if (/^\/(admin|api\/admin)(\/|$)/i.test(pathname)) found.push(`${name}: ${pathname}`);
      }
    }
    return found;
  });
  expect(kept).toEqual([]);
});
