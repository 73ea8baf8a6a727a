import { afterEach, describe, expect, it } from 'vitest';
import type { PublicMenu } from '../../src/shared/menu.js';
import type { AuditPage } from '../../src/shared/schemas/audit.js';
import type { PriceChangeScheduleInput, PriceHistoryEntry, ScheduledPrice } from '../../src/shared/schemas/prices.js';
import { itOnSqlite, startTestApp, TEST_DIALECT, type TestApp } from '../support/app.js';
import { fingerprint } from '../support/fingerprint.js';
import { asStaff, signIn, staffUser } from '../support/staff.js';

/**
 * A change of many prices set for later ("1 Aralık 00:00" on the restaurant's clock): guests
 * see today's prices until then, and at that moment it is applied exactly once, also when the
 * server was down at the moment and starts after it.
 */
let t: TestApp;
let admin: ReturnType<typeof asStaff>;
/** The server's clock: Saturday 28 November 2026, 15:00 in Istanbul. */
let clock = new Date('2026-11-28T12:00:00.000Z');

/**
 * How often the test's server looks for due changes: production looks every 5 s, and what is
 * checked here is what it finds when it looks, not how long it waits.
 */
const CHECK_MS = 100;
/** Long enough for the server to have looked a few times. */
const A_FEW_CHECKS = 6 * CHECK_MS;

afterEach(() => t.close());

async function start() {
  clock = new Date('2026-11-28T12:00:00.000Z');
  t = await startTestApp({ now: () => clock, scheduleCheckMs: CHECK_MS });
  admin = asStaff(t.app, await signIn(t.app));
}

/** Every pide up 10%, rounded up to 5 ₺, from Tuesday 00:00. */
const pidesFromTuesday = async (): Promise<PriceChangeScheduleInput> => {
  const menu = (await t.app.inject('/api/menu')).json<PublicMenu>();
  const pide = menu.categories.find((category) => category.nameTr === 'Pide')!;
  return { by: 'percent', direction: 'up', value: '10', step: 500, rounding: 'up', categoryId: pide.id, effectiveAt: '2026-12-01T00:00' };
};
const guestPrice = async (nameTr: string) =>
  (await t.app.inject('/api/menu')).json<PublicMenu>().products.find((product) => product.nameTr === nameTr)!;
const scheduled = async () => (await admin.get('/api/admin/prices/scheduled')).json<ScheduledPrice[]>();

/** Moves the server's clock, signing in again (a session ends after a while without use). */
async function moveClock(iso: string) {
  clock = new Date(iso);
  admin = asStaff(t.app, await signIn(t.app));
}

async function until(condition: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe(`prices set for later (${TEST_DIALECT})`, () => {
  it('wait with today’s prices for guests, then take effect once at their moment on the restaurant’s clock', async () => {
    await start();
    const set = await admin.post('/api/admin/prices/scheduled', await pidesFromTuesday());
    expect(set.statusCode, set.body).toBe(201);
    // Midnight in Istanbul (UTC+3) is 21:00 the evening before in UTC.
    expect(set.json<ScheduledPrice>()).toMatchObject({
      effectiveAt: '2026-11-30T21:00:00.000Z',
      state: 'waiting',
      summary: 'Pide kategorisi: %10 artış, 5 ₺’ye yukarı yuvarlandı',
      batchId: null,
    });
    const history = (await admin.get('/api/admin/audit-events?resource=scheduled-prices')).json<AuditPage>();
    expect(history.items[0]).toMatchObject({ action: 'create', resource: 'scheduled-prices' });

    // Until then guests see today's prices, however often the server looks.
    await moveClock('2026-11-30T20:59:00.000Z');
    await new Promise((resolve) => setTimeout(resolve, A_FEW_CHECKS));
    expect((await guestPrice('Kaşarlı Pide')).priceKurus).toBe(100_00);
    expect((await scheduled())[0]!.state).toBe('waiting');

    await moveClock('2026-11-30T21:00:05.000Z');
    await until(async () => (await scheduled())[0]!.state === 'applied');
    expect((await guestPrice('Kaşarlı Pide')).priceKurus).toBe(110_00);
    expect((await guestPrice('Kıymalı Pide')).sizes.map((size) => size.priceKurus)).toEqual([135_00, 190_00]);
    const [change] = await scheduled();
    expect(change!.batchId).not.toBeNull();
    // The new prices took effect at the moment set, in the price history and in the batch.
    const kasarli = await guestPrice('Kaşarlı Pide');
    const prices = (await admin.get(`/api/admin/products/${kasarli.id}/prices`)).json<PriceHistoryEntry[]>();
    expect(prices[0]).toMatchObject({ priceKurus: 110_00, effectiveAt: '2026-11-30T21:00:00.000Z', batchId: change!.batchId });

    // Never twice: later checks find nothing to do.
    await moveClock('2026-12-01T09:00:00.000Z');
    await new Promise((resolve) => setTimeout(resolve, A_FEW_CHECKS));
    expect((await guestPrice('Kaşarlı Pide')).priceKurus).toBe(110_00);
  });

  it('can be a single dish’s price: only that dish changes at its moment', async () => {
    await start();
    const kiymali = await guestPrice('Kıymalı Pide');
    const set = await admin.post('/api/admin/prices/scheduled', {
      by: 'amount',
      direction: 'up',
      value: '15',
      step: 100,
      rounding: 'nearest',
      productId: kiymali.id,
      effectiveAt: '2026-12-01T00:00',
    });
    expect(set.statusCode, set.body).toBe(201);
    expect(set.json<ScheduledPrice>().summary).toMatch(/^Kıymalı Pide: /);
    await moveClock('2026-11-30T21:00:01.000Z');
    await until(async () => (await scheduled())[0]!.state === 'applied');
    expect((await guestPrice('Kıymalı Pide')).sizes.map((size) => size.priceKurus)).toEqual([135_00, 185_00]);
    expect((await guestPrice('Kaşarlı Pide')).priceKurus).toBe(100_00);
  });

  it('is applied once after a restart that straddles its moment', async () => {
    await start();
    expect((await admin.post('/api/admin/prices/scheduled', await pidesFromTuesday())).statusCode).toBe(201);
    // The server is down at midnight and starts again in the morning.
    await moveClock('2026-12-01T06:00:00.000Z');
    await t.restart();
    admin = asStaff(t.app, await signIn(t.app));
    await until(async () => (await scheduled())[0]!.state === 'applied');
    expect((await guestPrice('Kaşarlı Pide')).priceKurus).toBe(110_00);
    await t.restart();
    admin = asStaff(t.app, await signIn(t.app));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await guestPrice('Kaşarlı Pide')).priceKurus).toBe(110_00);
    expect(await t.db.selectFrom('priceBatches').select('id').execute()).toHaveLength(1);
  });

  it('can be cancelled until its moment, and is then never applied', async () => {
    await start();
    const { id } = (await admin.post('/api/admin/prices/scheduled', await pidesFromTuesday())).json<ScheduledPrice>();
    const cancelled = await admin.delete(`/api/admin/prices/scheduled/${id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<ScheduledPrice>()).toMatchObject({ state: 'cancelled', cancelledBy: 'Admin' });
    expect((await admin.delete(`/api/admin/prices/scheduled/${id}`)).statusCode).toBe(409);
    expect((await admin.delete('/api/admin/prices/scheduled/999999')).statusCode).toBe(404);
    await moveClock('2026-12-01T06:00:00.000Z');
    await new Promise((resolve) => setTimeout(resolve, A_FEW_CHECKS));
    expect((await guestPrice('Kaşarlı Pide')).priceKurus).toBe(100_00);
  });

  itOnSqlite(
    'refuses a moment that has passed, is not a date, or is more than a year ahead, writing nothing; staff may not set one',
    async () => {
      await start();
      const change = await pidesFromTuesday();
      const staff = asStaff(t.app, (await staffUser(t.app, await signIn(t.app), 'Garson Ali')).cookie);
      const before = await fingerprint(t.db);
      const refused = async (effectiveAt: unknown) => {
        const response = await admin.post('/api/admin/prices/scheduled', { ...change, effectiveAt });
        expect(response.statusCode, String(effectiveAt)).toBe(400);
        return response.json<{ fields: Record<string, string> }>().fields.effectiveAt;
      };
      expect(await refused('2026-11-28T14:59')).toBe('Tarih ve saat ileride olmalı; şimdi uygulamak için “Uygula”yı kullanın');
      expect(await refused('2027-12-31T00:00')).toBe('En fazla bir yıl sonrası seçilebilir');
      expect(await refused('1 Aralık 00:00')).toBe('Tarih ve saat şu biçimde olmalı: 2026-12-01T00:00');
      expect(await refused('2026-02-30T25:00')).toBe('Tarih ve saat şu biçimde olmalı: 2026-12-01T00:00');
      expect(await refused(undefined)).toBe('Tarih ve saat gerekli');
      expect((await staff.post('/api/admin/prices/scheduled', change)).statusCode).toBe(403);
      expect(await fingerprint(t.db)).toBe(before);
    },
  );
});
