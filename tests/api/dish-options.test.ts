import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicMenu } from '../../src/shared/menu.js';
import type { GuestTableState, StaffTable } from '../../src/shared/schemas/order.js';
import type { AdminProduct } from '../../src/shared/schemas/product.js';
import type { TranslationGrid } from '../../src/shared/schemas/translation.js';
import { itOnSqlite, startTestApp, TEST_DIALECT, type TestApp } from '../support/app.js';
import { productBody } from '../support/product-body.js';
import { asStaff, signIn } from '../support/staff.js';

// A dish's options (issue 55, D58): groups staff give a dish, each choice with its price change
// and allergens, translated like every other text, chosen by a guest or a waiter within each
// group's fewest and most, and frozen into the order. The sample's Kıymalı Pide has "Acı" (one
// tick) and "Çıkarılsın" (Soğan, Maydanoz); Kaşarlı Pide has "Ekstra": Yumurta +₺15 (eggs), Sucuk +₺30.

let t: TestApp;
let admin: ReturnType<typeof asStaff>;

// A Tuesday at noon in Istanbul: the sample restaurant is open.
const TUESDAY_NOON = new Date('2026-06-16T09:00:00Z');

beforeEach(async () => {
  t = await startTestApp({ now: () => TUESDAY_NOON });
  admin = asStaff(t.app, await signIn(t.app));
});
afterEach(() => t.close());

const products = async () => (await admin.get('/api/admin/products')).json<AdminProduct[]>();
const productNamed = async (nameTr: string) => (await products()).find((product) => product.nameTr === nameTr)!;
const keyOf = async (table: string) =>
  (await t.db.selectFrom('diningTables').select('orderKey').where('name', '=', table).executeTakeFirstOrThrow()).orderKey;

/** A phone at a table adding a line, and reading the table. */
async function phoneAt(table: string, language = 'tr') {
  const access = { table, key: await keyOf(table), device: randomUUID() };
  return {
    add: (line: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/basket-lines',
        payload: { ...access, id: randomUUID(), language, size: null, quantity: 1, note: '', ...line },
      }),
    send: () => t.app.inject({ method: 'POST', url: '/api/orders', payload: { ...access, id: randomUUID(), language } }),
    state: async () => (await t.app.inject({ url: `/api/table-orders?${new URLSearchParams(access)}` })).json<GuestTableState>(),
  };
}

const SPICY_NO_ONION = [
  { group: 'Acı', choice: 'Acı' },
  { group: 'Çıkarılsın', choice: 'Soğan' },
];

describe(`a dish's options (${TEST_DIALECT})`, () => {
  it('come with the sample menu, for staff and guests, each choice with its price change and allergens', async () => {
    const kasarli = await productNamed('Kaşarlı Pide');
    expect(kasarli.options).toEqual([
      {
        nameTr: 'Ekstra',
        nameEn: 'Extras',
        min: 0,
        max: 2,
        choices: [
          { nameTr: 'Yumurta', nameEn: 'Egg', priceKurus: 15_00, allergens: ['eggs'] },
          { nameTr: 'Sucuk', nameEn: 'Sucuk', priceKurus: 30_00, allergens: [] },
        ],
      },
    ]);
    const menu = (await t.app.inject('/api/menu')).json<PublicMenu>();
    expect(menu.products.find((product) => product.id === kasarli.id)?.options).toEqual(kasarli.options);
    expect((await productNamed('Kıymalı Pide')).options.map((group) => group.nameTr)).toEqual(['Acı', 'Çıkarılsın']);
  });

  itOnSqlite('are saved in staff’s order, and refused field by field when a group asks the impossible', async () => {
    const pide = await productNamed('Kuşbaşılı Pide');
    const options = [
      {
        nameTr: 'Yanında',
        nameEn: 'On the side',
        min: '1',
        max: '1',
        choices: [
          { nameTr: 'Ayran', nameEn: 'Ayran', price: '' },
          { nameTr: 'Şalgam', nameEn: 'Turnip juice', price: '5,50' },
        ],
      },
    ];
    const saved = await admin.put(`/api/admin/products/${pide.id}`, productBody(pide, { options }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AdminProduct>().options).toEqual([
      {
        nameTr: 'Yanında',
        nameEn: 'On the side',
        min: 1,
        max: 1,
        choices: [
          { nameTr: 'Ayran', nameEn: 'Ayran', priceKurus: 0, allergens: [] },
          { nameTr: 'Şalgam', nameEn: 'Turnip juice', priceKurus: 5_50, allergens: [] },
        ],
      },
    ]);
    const history = (await admin.get('/api/admin/audit-events?resource=products')).json<{ items: { changes: object }[] }>();
    expect(Object.keys(history.items[0]!.changes)).toContain('options');

    const refused = await admin.put(
      `/api/admin/products/${pide.id}`,
      productBody(saved.json<AdminProduct>(), {
        options: [
          { ...options[0], min: '3', max: '2', choices: [options[0]!.choices[0], { ...options[0]!.choices[0], nameEn: 'Ayran 2' }] },
          { nameTr: 'yanında', nameEn: 'Side', min: '0', max: '3', choices: [{ nameTr: 'Ayran', nameEn: 'Ayran' }] },
          { nameTr: 'Sos', nameEn: 'Sauce', min: '0', max: '1', choices: [] },
          { nameTr: 'Sos/Acı', nameEn: 'Sauce', min: '0', max: '1', choices: [{ nameTr: 'Acı/Tatlı', nameEn: 'Hot' }] },
        ],
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fields: Record<string, string> }>().fields).toMatchObject({
      'options.0.min': 'En az, en çoktan büyük olamaz',
      'options.0.choices.1.nameTr': 'Bir gruptaki seçenekler farklı olmalı',
      'options.1.nameTr': 'Grup adları farklı olmalı',
      'options.1.max': 'En çok, seçenek sayısını (1) geçemez',
      'options.2.choices': 'Grubun en az bir seçeneği olmalı',
      // A choice's key is its group's name and its own joined by '/': neither may hold one.
      'options.3.nameTr': 'Grup adı (TR) "/" içeremez',
      'options.3.choices.0.nameTr': 'Seçenek adı (TR) "/" içeremez',
    });
    expect((await productNamed('Kuşbaşılı Pide')).options).toEqual(saved.json<AdminProduct>().options);
  });

  it('are translated like every other text: in the grid, with the dish, for guests, and dropped with a removed choice', async () => {
    const pide = await productNamed('Kıymalı Pide');
    expect(pide.translations.ru?.options).toMatchObject({ 'Çıkarılsın/Soğan': 'лук', Acı: 'Острая' });
    const grid = (await admin.get('/api/admin/translations/ru')).json<TranslationGrid>();
    const rows = grid.rows.filter((row) => row.resource === 'products' && row.id === pide.id && row.field.startsWith('option:'));
    expect(rows.map((row) => [row.source, row.english, row.text])).toEqual([
      ['Acı', 'Spicy', 'Острая'],
      ['Acı', 'Spicy', 'Острая'],
      ['Çıkarılsın', 'Leave out', 'Убрать'],
      ['Soğan', 'Onion', 'лук'],
      ['Maydanoz', 'Parsley', 'петрушка'],
    ]);

    const settings = (await admin.get('/api/admin/settings')).json<Record<string, unknown>>();
    expect((await admin.put('/api/admin/settings', { ...settings, menuLanguages: ['ru'] })).statusCode).toBe(200);
    const menu = (await t.app.inject('/api/menu?language=ru')).json<PublicMenu>();
    const leaveOut = menu.products.find((product) => product.id === pide.id)!.options[1]!;
    expect(leaveOut).toMatchObject({ nameTr: 'Çıkarılsın', texts: { ru: { name: 'Убрать' } } });
    expect(leaveOut.choices[0]).toMatchObject({ nameTr: 'Soğan', texts: { ru: { name: 'лук' } } });

    // Parsley leaves the dish: its translations go with it; a renamed group's Turkish marks nothing stale, it is a new text.
    const [spicy, without] = pide.options;
    const body = productBody(pide, {
      options: [spicy, { ...without!, max: 1, choices: without!.choices.slice(0, 1) }].map((group) => ({
        ...group,
        choices: group!.choices.map(({ priceKurus: _price, ...choice }) => ({ ...choice, price: '' })),
      })),
      translations: { ru: { options: { 'Çıkarılsın/Soğan': 'без лука' } } },
    });
    const saved = await admin.put(`/api/admin/products/${pide.id}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AdminProduct>().translations.ru?.options).toEqual({
      Acı: 'Острая',
      'Acı/Acı': 'Острая',
      Çıkarılsın: 'Убрать',
      'Çıkarılsın/Soğan': 'без лука',
    });
    const stored = await t.db.selectFrom('productTranslations').select('field').where('recordId', '=', pide.id).execute();
    expect(stored.map((row) => row.field)).not.toContain('option:cikarilsin/maydanoz');
  });
});

describe(`ordering a dish with options (${TEST_DIALECT})`, () => {
  it('prices a line as its size plus its options, freezes them with the order, and shows staff their Turkish names', async () => {
    const settings = (await admin.get('/api/admin/settings')).json<Record<string, unknown>>();
    expect((await admin.put('/api/admin/settings', { ...settings, menuLanguages: ['ru'] })).statusCode).toBe(200);
    const kasarli = await productNamed('Kaşarlı Pide');
    const pide = await productNamed('Kıymalı Pide');
    const russian = await phoneAt('3', 'ru');
    const added = await russian.add({ productId: pide.id, size: 'Büyük', options: SPICY_NO_ONION });
    expect(added.statusCode, added.body).toBe(201);
    const extras = [
      { group: 'Ekstra', choice: 'Sucuk' },
      { group: 'Ekstra', choice: 'Yumurta' },
    ];
    expect((await russian.add({ productId: kasarli.id, options: extras, quantity: 2 })).statusCode).toBe(201);
    const { basket } = await russian.state();
    expect(basket.lines[0]).toMatchObject({
      sizeTr: 'Büyük',
      unitPriceKurus: 170_00,
      options: [
        { groupTr: 'Acı', choiceTr: 'Acı', group: 'Острая', choice: 'Острая', priceKurus: 0 },
        { groupTr: 'Çıkarılsın', choiceTr: 'Soğan', group: 'Убрать', choice: 'лук', priceKurus: 0 },
      ],
    });
    // In the dish's order, whatever order they were tapped in.
    expect(basket.lines[1]).toMatchObject({
      unitPriceKurus: 100_00 + 15_00 + 30_00,
      totalKurus: 2 * 145_00,
      options: [expect.objectContaining({ choiceTr: 'Yumurta' }), expect.objectContaining({ choiceTr: 'Sucuk' })],
    });
    expect(basket.totalKurus).toBe(170_00 + 290_00);

    expect((await russian.send()).statusCode).toBe(201);
    // A later price change of an option changes no order.
    const changed = kasarli.options.map((group) => ({
      ...group,
      choices: group.choices.map(({ priceKurus, ...choice }) => ({ ...choice, price: (priceKurus + 10_00) / 100 })),
    }));
    expect((await admin.put(`/api/admin/products/${kasarli.id}`, productBody(kasarli, { options: changed }))).statusCode).toBe(200);
    const table = (await admin.get('/api/admin/orders')).json<StaffTable[]>().find((row) => row.name === '3')!;
    expect(table.orders[0]!.lines).toEqual([
      expect.objectContaining({
        nameTr: 'Kıymalı Pide',
        options: [expect.objectContaining({ groupTr: 'Acı' }), expect.objectContaining({ choiceTr: 'Soğan' })],
      }),
      expect.objectContaining({ nameTr: 'Kaşarlı Pide', unitPriceKurus: 145_00, totalKurus: 290_00 }),
    ]);
    expect(table.totalKurus).toBe(460_00);
  });

  it('refuses an option the dish does not have, one chosen twice, and a group’s choices outside its fewest and most', async () => {
    const pide = await productNamed('Kıymalı Pide');
    const guest = await phoneAt('4');
    const refusal = async (options: unknown) => {
      const answer = await guest.add({ productId: pide.id, size: 'Normal', options });
      expect(answer.statusCode, answer.body).toBe(400);
      return answer.json<{ fields: Record<string, string> }>().fields;
    };
    expect((await refusal([{ group: 'Acı', choice: 'Tatlı' }])).options).toMatch(/seçeneği yok/);
    expect((await refusal([SPICY_NO_ONION[1], SPICY_NO_ONION[1]])).options).toMatch(/bir kez/);
    expect(await refusal([{ group: 'Acı' }])).toHaveProperty(['options.0.choice']);
    expect((await guest.state()).basket.lines).toEqual([]);

    // A group that asks for one: none chosen is refused, as are two.
    const kusbasili = await productNamed('Kuşbaşılı Pide');
    const side = {
      nameTr: 'Yanında',
      nameEn: 'Side',
      min: 1,
      max: 1,
      choices: [
        { nameTr: 'Ayran', nameEn: 'Ayran' },
        { nameTr: 'Şalgam', nameEn: 'Turnip' },
      ],
    };
    expect((await admin.put(`/api/admin/products/${kusbasili.id}`, productBody(kusbasili, { options: [side] }))).statusCode).toBe(200);
    const none = await guest.add({ productId: kusbasili.id, options: [] });
    expect(none.json<{ fields: Record<string, string> }>().fields.options).toBe('Yanında: en az 1 seçilmeli');
    const both = await guest.add({
      productId: kusbasili.id,
      options: side.choices.map((choice) => ({ group: 'Yanında', choice: choice.nameTr })),
    });
    expect(both.json<{ fields: Record<string, string> }>().fields.options).toBe('Yanında: en çok 1 seçilebilir');
    expect((await guest.add({ productId: kusbasili.id, options: [{ group: 'Yanında', choice: 'Şalgam' }] })).statusCode).toBe(201);
  });

  it('an option repriced between adding and sending stops the sending once, with the new price in the basket', async () => {
    const kasarli = await productNamed('Kaşarlı Pide');
    const guest = await phoneAt('6');
    await guest.add({ productId: kasarli.id, options: [{ group: 'Ekstra', choice: 'Sucuk' }] });
    const dearer = kasarli.options.map((group) => ({
      ...group,
      choices: group.choices.map(({ priceKurus, ...choice }) => ({ ...choice, price: (priceKurus + 5_00) / 100 })),
    }));
    expect((await admin.put(`/api/admin/products/${kasarli.id}`, productBody(kasarli, { options: dearer }))).statusCode).toBe(200);
    const refused = await guest.send();
    expect(refused.json()).toMatchObject({ error: 'prices_changed' });
    expect((await guest.state()).basket.lines[0]).toMatchObject({
      unitPriceKurus: 135_00,
      options: [expect.objectContaining({ priceKurus: 35_00 })],
    });
    expect((await guest.send()).statusCode).toBe(201);

    // An option taken off the dish meanwhile: the line can no longer be sent, and says so.
    await guest.add({ productId: kasarli.id, options: [{ group: 'Ekstra', choice: 'Yumurta' }] });
    const fresh = await productNamed('Kaşarlı Pide');
    const withoutEgg = productBody(fresh, { options: [] });
    expect((await admin.put(`/api/admin/products/${kasarli.id}`, withoutEgg)).statusCode).toBe(200);
    expect((await guest.send()).json()).toMatchObject({ error: 'sold_out' });
  });

  it('the waiter’s phone orders a dish with its options, priced and frozen alike', async () => {
    const pide = await productNamed('Kıymalı Pide');
    const kasarli = await productNamed('Kaşarlı Pide');
    const lines = [
      { productId: pide.id, size: 'Normal', options: SPICY_NO_ONION, quantity: 1, note: '' },
      { productId: kasarli.id, size: null, options: [{ group: 'Ekstra', choice: 'Yumurta' }], quantity: 1, note: '' },
    ];
    const taken = await admin.post('/api/admin/orders', { id: randomUUID(), table: '2', lines });
    expect(taken.statusCode, taken.body).toBe(201);
    const order = taken.json<{ lines: { options: { groupTr: string; choiceTr: string; group: string }[]; unitPriceKurus: number }[] }>();
    expect(order.lines.map((line) => line.unitPriceKurus)).toEqual([120_00, 115_00]);
    expect(order.lines[0]!.options.map((option) => `${option.groupTr}: ${option.choiceTr}`)).toEqual(['Acı: Acı', 'Çıkarılsın: Soğan']);
    const wrong = await admin.post('/api/admin/orders', {
      id: randomUUID(),
      table: '2',
      lines: [{ ...lines[1], options: [{ group: 'Ekstra', choice: 'Pastırma' }] }],
    });
    expect(wrong.statusCode).toBe(400);
  });
});
