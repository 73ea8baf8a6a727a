import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicMenu } from '../../src/shared/menu.js';
import type { AdminProduct } from '../../src/shared/schemas/product.js';
import { itOnSqlite, startTestApp, type TestApp } from '../support/app.js';
import { asStaff, SAME_ORIGIN, signIn } from '../support/staff.js';
import { productBody } from '../support/product-body.js';

// "Tükendi": a dish stays on the menu, marked sold out, for the rest of the day in the
// restaurant's time zone (Europe/Istanbul, UTC+3) or until staff clear it.

let t: TestApp;
let staff: ReturnType<typeof asStaff>;
let clock: Date;

beforeEach(async () => {
  // 22:00 in Istanbul on 15 June.
  clock = new Date('2026-06-15T19:00:00Z');
  t = await startTestApp({ now: () => clock });
  staff = asStaff(t.app, await signIn(t.app));
});
afterEach(() => t.close());

const products = async () => (await staff.get('/api/admin/products')).json<AdminProduct[]>();
const byName = async (nameTr: string) => (await products()).find((p) => p.nameTr === nameTr)!;
const onMenu = async (nameTr: string) => (await t.app.inject('/api/menu')).json<PublicMenu>().products.find((p) => p.nameTr === nameTr);

describe('sold out', () => {
  it('for today: still on the menu, marked, and on sale again from midnight in the restaurant’s zone', async () => {
    const kasarli = await byName('Kaşarlı Pide');
    expect(kasarli.soldOut).toBeNull();
    expect((await onMenu('Kaşarlı Pide'))?.soldOut).toBe(false);

    const marked = await staff.patch(`/api/admin/products/${kasarli.id}/sold-out`, { soldOut: 'today' });
    expect(marked.statusCode).toBe(200);
    expect(marked.json<AdminProduct>()).toMatchObject({ soldOut: 'today', isActive: true, version: kasarli.version + 1 });
    expect((await onMenu('Kaşarlı Pide'))?.soldOut).toBe(true);

    // 23:59 in Istanbul: still sold out.
    clock = new Date('2026-06-15T20:59:00Z');
    expect((await onMenu('Kaşarlı Pide'))?.soldOut).toBe(true);
    // 00:00:01 on 16 June in Istanbul (21:00 UTC on the 15th): on sale, for guests and staff.
    clock = new Date('2026-06-15T21:00:01Z');
    expect((await onMenu('Kaşarlı Pide'))?.soldOut).toBe(false);
    expect((await byName('Kaşarlı Pide')).soldOut).toBeNull();
  });

  it('until cleared: stays sold out the next day, and one more call puts it on sale', async () => {
    const ayran = await byName('Ayran');
    await staff.patch(`/api/admin/products/${ayran.id}/sold-out`, { soldOut: 'untilCleared' });
    // 03:00 the next day in Istanbul.
    clock = new Date('2026-06-16T00:00:00Z');
    expect((await onMenu('Ayran'))?.soldOut).toBe(true);
    expect((await byName('Ayran')).soldOut).toBe('untilCleared');

    const cleared = await staff.patch(`/api/admin/products/${ayran.id}/sold-out`, { soldOut: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json<AdminProduct>().soldOut).toBeNull();
    expect((await onMenu('Ayran'))?.soldOut).toBe(false);
  });

  it('is saved with the product form too, and the sample menu shows a dish sold out', async () => {
    expect((await onMenu('Türk Kahvesi'))?.soldOut).toBe(true);
    const kiymali = await byName('Kıymalı Pide');
    const saved = await staff.put(`/api/admin/products/${kiymali.id}`, productBody(kiymali, { isActive: true, soldOut: 'today' }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json<AdminProduct>().soldOut).toBe('today');
    expect((await onMenu('Kıymalı Pide'))?.soldOut).toBe(true);
  });

  itOnSqlite('refuses a state it does not know, in Turkish, and a product that is not there', async () => {
    const kasarli = await byName('Kaşarlı Pide');
    const wrong = await staff.patch(`/api/admin/products/${kasarli.id}/sold-out`, { soldOut: 'tomorrow' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ soldOut: 'Tükendi durumu bugün, kaldırılana kadar veya boş olmalı' });
    const missing = await staff.patch('/api/admin/products/999999/sold-out', { soldOut: 'today' });
    expect(missing.statusCode).toBe(404);
    expect((await byName('Kaşarlı Pide')).soldOut).toBeNull();
  });

  itOnSqlite('is refused without a session', async () => {
    const kasarli = await byName('Kaşarlı Pide');
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${kasarli.id}/sold-out`,
      headers: SAME_ORIGIN,
      payload: { soldOut: 'today' },
    });
    expect(response.statusCode).toBe(401);
  });
});
