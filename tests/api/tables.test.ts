import { unzipSync } from 'fflate';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicMenu } from '../../src/shared/menu.js';
import type { AdminProduct } from '../../src/shared/schemas/product.js';
import type { AdminReview } from '../../src/shared/schemas/review.js';
import type { DiningTable, QrSettings } from '../../src/shared/schemas/table.js';
import { formatLira } from '../../src/shared/money.js';
import { itOnSqlite, startTestApp, TEST_DIALECT, type TestApp } from '../support/app.js';
import { decodeQr } from '../support/qr-decode.js';
import { RaceSummary, ROUNDS, together } from '../support/races.js';
import { asStaff, signIn } from '../support/staff.js';
import { productBody } from '../support/product-body.js';

// 'QR ve Baskı': the tables, where their codes point, the codes, and the pages to print.

let t: TestApp;
let staff: ReturnType<typeof asStaff>;
const NOW = new Date('2026-11-24T09:00:00Z');

beforeEach(async () => {
  t = await startTestApp({ now: () => NOW });
  staff = asStaff(t.app, await signIn(t.app));
});
afterEach(() => t.close());

const tables = async () => (await staff.get('/api/admin/tables')).json<DiningTable[]>();
const names = async () => (await tables()).map((table) => table.name);
const qrSettings = async () => (await staff.get('/api/admin/qr-settings')).json<QrSettings>();
const setAddress = async (publicUrl: string, extra: Partial<QrSettings> = {}) => {
  const response = await staff.put('/api/admin/qr-settings', { ...(await qrSettings()), publicUrl, ...extra });
  expect(response.statusCode, response.body).toBe(200);
};
const SAMPLE = ['1', '2', '3', '4', '5', '6', '7', '8', 'Bahçe 1', 'Bahçe 2'];

describe('tables', () => {
  it('come with the sample restaurant, are added in bulk by ranges and names, and each addition is in the history', async () => {
    expect(await names()).toEqual(SAMPLE);
    const added = await staff.post('/api/admin/tables', { names: '9–11, Teras 1-2\nBar' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<DiningTable[]>().map((table) => table.name)).toEqual([...SAMPLE, '9', '10', '11', 'Teras 1', 'Teras 2', 'Bar']);
    const events = await t.db.selectFrom('auditEvents').select(['action', 'resource']).where('resource', '=', 'tables').execute();
    expect(events).toHaveLength(6);
  });

  itOnSqlite.each([
    ['a name of 200 characters', 'x'.repeat(200), 'Masa adı en fazla 40 karakter olabilir'],
    ['a range written backwards', '20–1', 'Aralık küçük sayıyla başlamalı: 20–1 yerine 1–20 yazın'],
    ['the same table twice', '12, 12', 'Aynı masa iki kez yazıldı: 12'],
    ['the same table twice, spelt differently', 'Bahçe 9, BAHÇE 9', 'Aynı masa iki kez yazıldı: BAHÇE 9'],
    ['nothing', ' , ', 'Masa adı veya aralık gerekli (ör. 1–20)'],
    ['too many at once', '1–500', 'Bir seferde en fazla 200 masa eklenebilir'],
  ])('refuse %s with a Turkish message under the field, adding nothing', async (_label, text, message) => {
    const response = await staff.post('/api/admin/tables', { names: text });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ names: message });
    expect(await names()).toEqual(SAMPLE);
  });

  it('refuse names already taken (the Turkish way), adding none of the batch', async () => {
    const response = await staff.post('/api/admin/tables', { names: '7–12, bahçe 2' });
    expect(response.statusCode).toBe(409);
    expect(response.json().fields).toEqual({ names: 'Bu adlarda masalar zaten var: 7, 8, Bahçe 2' });
    expect(await names()).toEqual(SAMPLE);
  });

  it('refuse a batch of which some are there, naming those, and add only the missing ones when asked', async () => {
    const refused = await staff.post('/api/admin/tables', { names: 'Bahçe 1–3, Bar' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().fields).toEqual({ names: 'Bu adlarda masalar zaten var: Bahçe 1, Bahçe 2' });
    expect(await names()).toEqual(SAMPLE);

    const added = await staff.post('/api/admin/tables', { names: 'Bahçe 1–3, Bar', onlyMissing: true });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<DiningTable[]>().map((table) => table.name)).toEqual([...SAMPLE, 'Bahçe 3', 'Bar']);
    const events = await t.db.selectFrom('auditEvents').select('resource').where('resource', '=', 'tables').execute();
    expect(events).toHaveLength(2);
    // Asked again, nothing is missing and nothing changes.
    const again = await staff.post('/api/admin/tables', { names: 'bahçe 3, BAR', onlyMissing: true });
    expect(again.statusCode).toBe(201);
    expect(await names()).toEqual([...SAMPLE, 'Bahçe 3', 'Bar']);
    // Still all or nothing: one bad entry adds none of the others.
    const bad = await staff.post('/api/admin/tables', { names: `Bahçe 4, ${'x'.repeat(60)}`, onlyMissing: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ names: 'Masa adı en fazla 40 karakter olabilir' });
    const odd = await staff.post('/api/admin/tables', { names: 'Bahçe 4', onlyMissing: 'evet' });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().fields).toEqual({ onlyMissing: 'Yalnızca eksikler evet/hayır olmalı' });
    expect(await names()).toEqual([...SAMPLE, 'Bahçe 3', 'Bar']);
  });

  it('are renamed with their version and deleted; a rename to a taken name is refused', async () => {
    const [first, second] = await tables();
    const renamed = await staff.put(`/api/admin/tables/${first!.id}`, { name: 'Pencere', version: first!.version });
    expect(renamed.json()).toMatchObject({ name: 'Pencere', version: 2 });
    const stale = await staff.put(`/api/admin/tables/${first!.id}`, { name: 'Kapı', version: first!.version });
    expect(stale.statusCode).toBe(409);
    const taken = await staff.put(`/api/admin/tables/${second!.id}`, { name: 'PENCERE', version: second!.version });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ name: 'Bu adda bir masa zaten var: PENCERE' });
    expect((await staff.delete(`/api/admin/tables/${second!.id}`)).statusCode).toBe(204);
    expect((await staff.delete(`/api/admin/tables/${second!.id}`)).statusCode).toBe(404);
    expect(await names()).toEqual(['Pencere', ...SAMPLE.slice(2)]);
  });
});

describe('where the codes point', () => {
  it('defaults to the address the back office was opened at, and takes an http(s) address without a query', async () => {
    expect(await qrSettings()).toEqual({ publicUrl: '', errorCorrection: 'Q', wordmark: false, version: 1 });
    const table = (await tables())[4]!;
    const svg = (await staff.get(`/api/admin/qr/tables/${table.id}?format=svg`)).body;
    // The table's key beside its name: what its guests order with (D57).
    expect(await decodeQr(svg)).toBe(`http://localhost/?masa=5&k=${table.orderKey}`);

    await setAddress('https://menu.sofra.com.tr/', { errorCorrection: 'H', wordmark: true });
    expect(await qrSettings()).toMatchObject({ publicUrl: 'https://menu.sofra.com.tr', errorCorrection: 'H', wordmark: true, version: 2 });
    const png = await staff.get(`/api/admin/qr/tables/${table.id}?format=png`);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toBe('attachment; filename="masa-5.png"');
    expect(await decodeQr(png.rawPayload)).toBe(`https://menu.sofra.com.tr/?masa=5&k=${table.orderKey}`);
    expect(await decodeQr((await staff.get('/api/admin/qr/menu?format=png')).rawPayload)).toBe('https://menu.sofra.com.tr/');
  });

  itOnSqlite.each([
    ['an ftp address', { publicUrl: 'ftp://menu.sofra.com.tr' }, 'publicUrl', /http:\/\/ veya https:\/\//],
    ['a javascript address', { publicUrl: 'javascript:alert(1)' }, 'publicUrl', /http:\/\/ veya https:\/\//],
    ['an address with a query', { publicUrl: 'https://menu.sofra.com.tr/?x=1' }, 'publicUrl', /http:\/\/ veya https:\/\//],
    ['words', { publicUrl: 'menümüz' }, 'publicUrl', /http:\/\/ veya https:\/\//],
    ['the mark with level M', { errorCorrection: 'M', wordmark: true }, 'wordmark', /Q veya H/],
    ['an unknown level', { errorCorrection: 'L' }, 'errorCorrection', /M, Q veya H/],
  ])('refuses %s with a Turkish message under the field', async (_label, change, field, message) => {
    const response = await staff.put('/api/admin/qr-settings', { ...(await qrSettings()), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toMatch(message);
    expect((await qrSettings()).version).toBe(1);
  });

  itOnSqlite('downloads every code at once: the menu and each table, SVG and PNG, in one ZIP that decodes', async () => {
    await setAddress('https://menu.sofra.com.tr');
    const response = await staff.get('/api/admin/qr/all.zip');
    expect(response.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const expected = [
      'menu',
      'masa-1',
      'masa-2',
      'masa-3',
      'masa-4',
      'masa-5',
      'masa-6',
      'masa-7',
      'masa-8',
      'masa-bahce-1',
      'masa-bahce-2',
    ];
    expect(Object.keys(files).sort()).toEqual(
      [...expected.map((file) => `svg/${file}.svg`), ...expected.map((file) => `png/${file}.png`), 'adresler.txt'].sort(),
    );
    const garden = (await tables()).find((table) => table.name === 'Bahçe 2')!;
    expect(await decodeQr(Buffer.from(files['svg/masa-bahce-2.svg']!).toString('utf8'))).toBe(
      `https://menu.sofra.com.tr/?masa=Bah%C3%A7e%202&k=${garden.orderKey}`,
    );
    expect(await decodeQr(Buffer.from(files['png/menu.png']!))).toBe('https://menu.sofra.com.tr/');
  });
});

describe('the codes’ file names', () => {
  itOnSqlite('are one per table even when names fold alike, each file decoding to its own table', { timeout: 30_000 }, async () => {
    await setAddress('https://menu.sofra.com.tr');
    // "zcN 7" folds to masa-zcn-7; "zcN!" folds to masa-zcn like "zcN", and its id is 7.
    const all = await tables();
    const seventh = all.find((table) => table.id === 7)!;
    for (const [table, name] of [
      [all[0]!, 'zcN 7'],
      [all[1]!, 'zcN'],
      [seventh, 'zcN!'],
    ] as const) {
      const renamed = await staff.put(`/api/admin/tables/${table.id}`, { name, version: table.version });
      expect(renamed.statusCode, renamed.body).toBe(200);
    }
    const zip = unzipSync(new Uint8Array((await staff.get('/api/admin/qr/all.zip')).rawPayload));
    const lines = Buffer.from(zip['adresler.txt']!)
      .toString('utf8')
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split('\t') as [string, string]);
    const now = await tables();
    expect(lines).toHaveLength(now.length + 1);
    expect(new Set(lines.map(([file]) => file)).size).toBe(lines.length);
    expect(Object.keys(zip).filter((file) => file.startsWith('svg/'))).toHaveLength(now.length + 1);
    for (const table of now) {
      const address = `https://menu.sofra.com.tr/?masa=${encodeURIComponent(table.name)}&k=${table.orderKey}`;
      const [file] = lines.find(([, line]) => line === address)!;
      expect(await decodeQr(Buffer.from(zip[`png/${file}.png`]!)), table.name).toBe(address);
      // Downloaded alone, the same file name as in the ZIP.
      const alone = await staff.get(`/api/admin/qr/tables/${table.id}?format=svg`);
      expect(alone.headers['content-disposition'], table.name).toBe(`attachment; filename="${file}.svg"`);
    }
  });
});

describe('codes a guest’s phone cannot open', () => {
  const cards = (html: string) => html.match(/<article class="card">/g)?.length ?? 0;

  // Three ZIPs of eleven PNGs each: a few seconds on a busy machine.
  itOnSqlite('come with a warning in the ZIP, and their table cards are drawn only once staff confirm', { timeout: 30_000 }, async () => {
    // The back office opened on the restaurant's computer (app.inject asks for http://localhost).
    const zip = unzipSync(new Uint8Array((await staff.get('/api/admin/qr/all.zip')).rawPayload));
    expect(Buffer.from(zip['UYARI.txt']!).toString('utf8')).toContain('Bu kodlar yalnızca bu bilgisayarda açılır.');
    const asked = await staff.get('/admin/print/cards?menu=1');
    expect(asked.statusCode).toBe(200);
    expect(cards(asked.body)).toBe(0);
    expect(asked.body).toContain('Bu kodlar yalnızca bu bilgisayarda açılır.');
    expect(asked.body).toContain('href="/admin/print/cards?menu=1&amp;onay=1"');
    expect(asked.body).not.toContain('data-print');
    const confirmed = await staff.get('/admin/print/cards?menu=1&onay=1');
    expect(cards(confirmed.body)).toBe(SAMPLE.length + 1);
    // On screen, above the cards (the toolbar is never printed).
    expect(confirmed.body).toMatch(/<header class="toolbar"[\s\S]*Bu kodlar yalnızca bu bilgisayarda açılır\.[\s\S]*<\/header>/);

    // An address of the restaurant's own network is asked about too.
    await setAddress('http://192.168.1.20:3000');
    const local = unzipSync(new Uint8Array((await staff.get('/api/admin/qr/all.zip')).rawPayload));
    expect(Buffer.from(local['UYARI.txt']!).toString('utf8')).toContain('Bu kodlar yalnızca restoranın ağındaki cihazlarda açılır.');
    expect(cards((await staff.get('/admin/print/cards')).body)).toBe(0);

    // A public address saved: no warning, and the cards at once.
    await setAddress('https://menu.sofra.com.tr');
    expect(Object.keys(unzipSync(new Uint8Array((await staff.get('/api/admin/qr/all.zip')).rawPayload)))).not.toContain('UYARI.txt');
    const printed = await staff.get('/admin/print/cards');
    expect(cards(printed.body)).toBe(SAMPLE.length);
    expect(printed.body).not.toContain('Bu kodlar yalnızca');
  });
});

describe('a table’s code on a guest’s phone', () => {
  itOnSqlite('lands a phone whose language is not Turkish on the English menu at the same table', async () => {
    const english = await t.app.inject({ url: '/?masa=5', headers: { 'accept-language': 'en-GB,en;q=0.9,tr;q=0.5' } });
    expect(english.statusCode).toBe(302);
    expect(english.headers.location).toBe('/EN?masa=5');
    for (const language of ['tr-TR,tr;q=0.9,en;q=0.8', 'de-DE;q=0.1,tr']) {
      const turkish = await t.app.inject({ url: '/?masa=5', headers: { 'accept-language': language } });
      expect(turkish.statusCode, language).toBe(200);
    }
    expect((await t.app.inject('/?masa=5')).statusCode).toBe(200);
    // Only a code's landing: the plain home page never moves.
    expect((await t.app.inject({ url: '/', headers: { 'accept-language': 'en' } })).statusCode).toBe(200);
  });

  it('drops the code of a table that does not exist, so the menu names no table; a table staff set up keeps it', async () => {
    const landing = async (url: string) => {
      const response = await t.app.inject(url);
      return response.statusCode === 302 ? `302 ${response.headers.location}` : String(response.statusCode);
    };
    expect(await landing('/?masa=999')).toBe('302 /');
    expect(await landing('/EN?masa=Mars')).toBe('302 /EN');
    expect(await landing('/category/Pide?masa=%20&ara=ka%C5%9F')).toBe('302 /category/Pide?ara=ka%C5%9F');
    expect(await landing(`/?masa=${'9'.repeat(100)}`)).toBe('302 /');
    // Not a page of the menu, so no redirect anywhere (a `//host` location would leave the site).
    expect(await landing('//?masa=999')).toBe('404');
    // A table staff set up, however it is spelt.
    expect(await landing('/?masa=5')).toBe('200');
    expect(await landing('/?masa=bah%C3%A7e%20%202')).toBe('200');
    // A table deleted since its card was printed is no longer one.
    const five = (await tables()).find((table) => table.name === '5')!;
    expect((await staff.delete(`/api/admin/tables/${five.id}`)).statusCode).toBe(204);
    expect(await landing('/?masa=5')).toBe('302 /');
  });

  it('records the table a review was written at, shown to staff only; a made-up table is not recorded', async () => {
    const productId = (await t.app.inject('/api/menu')).json<PublicMenu>().products[0]!.id;
    const post = (table: string, agent: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/products/${productId}/reviews`,
        payload: { name: 'Ayşe', rating: 5, table },
        headers: { 'user-agent': agent },
      });
    expect((await post('bahçe 2', 'phone-a')).statusCode).toBe(201);
    expect((await post('Mars', 'phone-b')).statusCode).toBe(201);
    expect((await t.app.inject(`/api/products/${productId}/reviews`)).body).not.toContain('ahçe');
    const reviews = (await staff.get('/api/admin/reviews')).json<AdminReview[]>();
    expect(reviews.map((review) => review.table)).toEqual([null, 'Bahçe 2']);
  });
});

describe('print pages', () => {
  itOnSqlite('send a signed-out visitor to the login page, which brings them back', async () => {
    const response = await t.app.inject('/admin/print/cards');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/admin/login?next=%2Fadmin%2Fprint%2Fcards');
  });

  itOnSqlite('draw four table cards to an A4 sheet, each with the restaurant, the code, the table and the Wi-Fi', async () => {
    await setAddress('https://menu.sofra.com.tr');
    const page = await staff.get('/admin/print/cards');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toMatch(/style-src 'self' 'sha256-/);
    const html = page.body;
    expect(html).toContain('@page{size:A4;margin:0}');
    expect(html.match(/<section class="sheet"/g)).toHaveLength(3);
    expect(html.match(/<article class="card">/g)).toHaveLength(10);
    expect(html).toContain('Menü için okutun<span lang="en" dir="ltr">Scan for the menu</span>');
    expect(html).toContain('<bdi lang="tr" dir="ltr">Masa 3</bdi> / <bdi lang="en" dir="ltr" class="second">Table 3</bdi>');
    expect(html).toContain('Wi-Fi: <strong>Sofra-Misafir</strong>');
    const svgs = [...html.matchAll(/<svg[\s\S]*?<\/svg>/g)].map((match) => match[0]);
    const third = (await tables()).find((table) => table.name === '3')!;
    expect(await decodeQr(svgs[2]!)).toBe(`https://menu.sofra.com.tr/?masa=3&k=${third.orderKey}`);
    const some = (await tables()).slice(0, 2).map((table) => table.id);
    expect((await staff.get(`/admin/print/cards?tables=${some.join(',')}&menu=1`)).body.match(/<article class="card">/g)).toHaveLength(3);
    expect((await staff.get('/admin/print/cards?tables=abc')).statusCode).toBe(400);
  });

  it('print the live menu in both languages with every size’s price, and the price list with the last price change', async () => {
    const menu = (await t.app.inject('/api/menu')).json<PublicMenu>();
    const both = (await staff.get('/admin/print/menu?lang=both')).body;
    for (const product of menu.products) {
      expect(both).toContain(`data-dish="${product.id}"`);
      expect(both).toContain(product.nameEn.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
      for (const size of product.sizes) expect(both).toContain(formatLira(size.priceKurus));
    }
    expect(both).toContain('Basım tarihi: 24.11.2026');
    expect(both).toContain('Fiyatlarımıza KDV dahildir.');
    const english = (await staff.get('/admin/print/menu?lang=en')).body;
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).not.toContain(menu.products.find((product) => product.nameTr !== product.nameEn)!.nameTr);

    // The price list says when a price last changed, and a change shows on the next print.
    await t.db.updateTable('products').set({ pricesChangedAt: '2026-01-15T10:00:00.000Z' }).execute();
    expect((await staff.get('/admin/print/prices')).body).toContain('Son fiyat değişikliği: 15.01.2026');
    const renamed = (await staff.get('/api/admin/products')).json<AdminProduct[]>()[0]!;
    await staff.put(`/api/admin/products/${renamed.id}`, productBody(renamed, { nameTr: 'Yeni Adlı Pide' }));
    expect((await staff.get('/admin/print/prices')).body).toContain('Son fiyat değişikliği: 15.01.2026');
    const product = (await staff.get('/api/admin/products')).json<AdminProduct[]>().find((item) => item.sizes.length === 0)!;
    const saved = await staff.put(`/api/admin/products/${product.id}`, productBody(product, { price: '987,65' }));
    expect(saved.statusCode, saved.body).toBe(200);
    const poster = (await staff.get('/admin/print/prices?size=A3')).body;
    expect(poster).toContain('@page{size:A3;margin:10mm}');
    expect(poster).toContain('₺987,65');
    expect(poster).toContain('Son fiyat değişikliği: 24.11.2026');
    expect((await staff.get('/admin/print/menu?lang=tr')).body).toContain('₺987,65');
    expect((await staff.get('/admin/print/prices?size=A5')).statusCode).toBe(400);
  });
});

const summary = new RaceSummary();
afterAll(() => console.log(summary.line(TEST_DIALECT, ROUNDS)));

describe('two staff adding tables at once', () => {
  it(
    'make each table once: one batch is stored, the other refused with the names taken',
    { timeout: 60_000 + ROUNDS * 3_000 },
    async () => {
      const race = await summary.run(ROUNDS, async (round, index) => {
        const batch = `Salon ${index * 10 + 1}–${index * 10 + 5}`;
        const answers = await together([
          () => staff.post('/api/admin/tables', { names: batch }),
          () => staff.post('/api/admin/tables', { names: batch }),
        ]);
        const statuses = answers.map((answer, n) => round.answered(`batch ${n + 1}`, answer, [201, 409])).sort();
        round.expect(statuses.join() === '201,409', `answers ${statuses.join()}`);
        const salon = (await names()).filter((name) => name.startsWith(`Salon ${index * 10 + 1}`) || /^Salon \d+$/.test(name));
        const counts = new Map<string, number>();
        for (const name of salon) counts.set(name, (counts.get(name) ?? 0) + 1);
        round.expect(
          [...counts.values()].every((count) => count === 1),
          `duplicate tables: ${salon.join(', ')}`,
        );
      });
      expect(race.violations).toEqual([]);
    },
  );

  it(
    'add only the missing ones at once: both answered, each table once, whichever adds it',
    { timeout: 60_000 + ROUNDS * 3_000 },
    async () => {
      const race = await summary.run(ROUNDS, async (round, index) => {
        const first = `Teras ${index * 10 + 1}`;
        // One of the batch is there already; the two ask for overlapping rest.
        expect((await staff.post('/api/admin/tables', { names: first })).statusCode).toBe(201);
        const answers = await together([
          () => staff.post('/api/admin/tables', { names: `Teras ${index * 10 + 1}–${index * 10 + 4}`, onlyMissing: true }),
          () => staff.post('/api/admin/tables', { names: `Teras ${index * 10 + 2}–${index * 10 + 5}`, onlyMissing: true }),
        ]);
        const statuses = answers.map((answer, n) => round.answered(`batch ${n + 1}`, answer, [201]));
        round.expect(statuses.join() === '201,201', `answers ${statuses.join()}`);
        const wanted = [1, 2, 3, 4, 5].map((n) => `Teras ${index * 10 + n}`);
        const terrace = (await names()).filter((name) => wanted.includes(name));
        round.expect(terrace.length === 5 && new Set(terrace).size === 5, `tables: ${terrace.join(', ')}`);
      });
      expect(race.violations).toEqual([]);
    },
  );
});
