import { afterEach, describe, expect, it } from 'vitest';
import type { AdminCategory } from '../../src/shared/schemas/category.js';
import type { ScheduledPrice } from '../../src/shared/schemas/prices.js';
import { startTestApp, TEST_DIALECT, type TestApp } from '../support/app.js';
import { fingerprint } from '../support/fingerprint.js';
import { asStaff, signIn } from '../support/staff.js';

/**
 * A price change set for a time on the restaurant's clock (`RESTAURANT_TZ`): a time the clock
 * skips when it goes forward is refused with a field message, never moved an hour earlier; a
 * time it shows twice when it goes back is the first.
 */
let t: TestApp;
afterEach(() => t.close());

describe(`prices set for later around a clock change (${TEST_DIALECT})`, () => {
  it('refuses 02:30 on 28 March 2027 in Berlin, and takes 02:30 on 25 October 2026 as the first', async () => {
    const clock = new Date('2026-10-01T12:00:00.000Z');
    t = await startTestApp({ now: () => clock, env: { RESTAURANT_TZ: 'Europe/Berlin' } });
    const admin = asStaff(t.app, await signIn(t.app));
    const pide = (await admin.get('/api/admin/categories')).json<AdminCategory[]>().find((category) => category.nameTr === 'Pide')!;
    const change = { by: 'percent', direction: 'up', value: '10', step: 500, rounding: 'up', categoryId: pide.id };

    const before = await fingerprint(t.db);
    const skipped = await admin.post('/api/admin/prices/scheduled', { ...change, effectiveAt: '2027-03-28T02:30' });
    expect(skipped.statusCode, skipped.body).toBe(400);
    expect(skipped.json<{ fields: Record<string, string> }>().fields.effectiveAt).toBe(
      'Saatler ileri alındığı için bu gün 02:30 yok (o an saat 03:30 gösterir); başka bir saat seçin',
    );
    expect(await fingerprint(t.db)).toBe(before);

    const repeated = await admin.post('/api/admin/prices/scheduled', { ...change, effectiveAt: '2026-10-25T02:30' });
    expect(repeated.statusCode, repeated.body).toBe(201);
    expect(repeated.json<ScheduledPrice>().effectiveAt).toBe('2026-10-25T00:30:00.000Z');
    const after = await admin.post('/api/admin/prices/scheduled', { ...change, effectiveAt: '2027-03-28T03:00' });
    expect(after.json<ScheduledPrice>().effectiveAt).toBe('2027-03-28T01:00:00.000Z');
  });
});
