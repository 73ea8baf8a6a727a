import { afterAll, describe, expect, it } from 'vitest';
import type { AdminCategory } from '../../src/shared/schemas/category.js';
import type { AdminProduct } from '../../src/shared/schemas/product.js';
import { foldTurkish } from '../../src/shared/text.js';
import { hashPassword } from '../../src/server/platform/auth/password.js';
import { startTestApp, TEST_DIALECT, type TestApp } from '../support/app.js';
import { RaceSummary, ROUNDS, together, type RaceRecord } from '../support/races.js';
import { asStaff, signIn, staffUser } from '../support/staff.js';
import { productBody as savedProductBody } from '../support/product-body.js';

/**
 * Staff working at the same moment. Each race fires its requests together, round after round:
 * on PostgreSQL they run at once on the pool's connections, on SQLite one transaction at a time.
 * Either way no one gets a 5xx, and after every round the rule holds in the database itself
 * (checked below the API, on the app's own connection).
 */
const summary = new RaceSummary();
const RACE_TIMEOUT = 60_000 + ROUNDS * 3_000;

afterAll(() => {
  console.log(summary.line(TEST_DIALECT, ROUNDS));
});

type Staff = ReturnType<typeof asStaff>;

/** A fresh restaurant for one race, with more pool connections than usual so eight saves can run at once. */
async function withApp(race: (t: TestApp, admin: Staff, adminCookie: string) => Promise<RaceRecord>): Promise<void> {
  const t = await startTestApp({ poolSize: 10 });
  try {
    const cookie = await signIn(t.app);
    const record = await race(t, asStaff(t.app, cookie), cookie);
    expect(record.violations).toEqual([]);
  } finally {
    await t.close();
  }
}

const categoryBody = (nameTr: string, nameEn: string) => ({
  nameTr,
  nameEn,
  descriptionTr: 'Günün çorbaları',
  descriptionEn: 'Soups of the day',
  image: 'https://cdn.example.com/soup.webp',
});

const productBody = (categoryId: number, extra: Record<string, unknown> = {}) => ({
  nameTr: 'Lahmacun',
  nameEn: 'Lahmacun',
  descriptionTr: 'İnce hamur, kıyma',
  descriptionEn: 'Thin dough, minced meat',
  price: '90',
  image: 'https://cdn.example.com/lahmacun.jpg',
  categoryId,
  ...extra,
});

const tagBody = (categoryId: number, nameTr: string, nameEn: string) => ({
  nameTr,
  nameEn,
  categoryId,
  color: '#2E6B3A',
  textColor: '#2E6B3A',
  bgColor: '#F1F8F2',
});

const ingredientBody = (categoryId: number, nameTr: string, nameEn: string) => ({
  nameTr,
  nameEn,
  categoryId,
  descriptionTr: 'Taze',
  descriptionEn: 'Fresh',
});

/** The body that saves `product` unchanged but for `changes`. */
function productUpdate(product: AdminProduct, changes: Partial<Record<string, unknown>>) {
  return savedProductBody(product, changes);
}

async function created<T>(response: Promise<{ statusCode: number; body: string; json: () => unknown }>): Promise<T> {
  const answer = await response;
  if (answer.statusCode !== 201) throw new Error(`setting up a round failed: ${answer.statusCode} ${answer.body}`);
  return answer.json() as T;
}

describe(`races between staff (${TEST_DIALECT}, ${ROUNDS} rounds each)`, () => {
  it('a product added to a category that is being deleted: one of them wins, cleanly', { timeout: RACE_TIMEOUT }, () =>
    withApp((t, admin) =>
      summary.run(ROUNDS, async (race, round) => {
        const category = await created<AdminCategory>(
          admin.post('/api/admin/categories', categoryBody(`Geçici ${round}`, `Temporary ${round}`)),
        );
        const [added, deleted] = await together([
          () => admin.post('/api/admin/products', productBody(category.id)),
          () => admin.delete(`/api/admin/categories/${category.id}`),
        ]);
        const addStatus = race.answered('adding the product', added, [201, 400]);
        const deleteStatus = race.answered('deleting the category', deleted, [204, 409]);
        const categoryLeft = await t.db.selectFrom('categories').select('id').where('id', '=', category.id).executeTakeFirst();
        const products = await t.db.selectFrom('products').select('id').where('categoryId', '=', category.id).execute();
        race.expect((addStatus === 201) === (products.length === 1), `product answered ${addStatus} but ${products.length} stored`);
        race.expect(
          (deleteStatus === 204) === !categoryLeft,
          `delete answered ${deleteStatus} but the category ${categoryLeft ? 'is there' : 'is gone'}`,
        );
        race.expect(!(addStatus === 201 && deleteStatus === 204), 'both the product and the delete succeeded');
        if (addStatus === 400) race.expect(added.json().fields?.categoryId !== undefined, `the refusal names no field: ${added.body}`);
      }),
    ),
  );

  for (const kind of ['tag', 'ingredient'] as const) {
    const plural = kind === 'tag' ? 'tags' : 'ingredients';
    const links = kind === 'tag' ? 'productTags' : 'productIngredients';
    const linkColumn = kind === 'tag' ? 'tagId' : 'ingredientId';
    const idsField = kind === 'tag' ? 'tagIds' : 'ingredientIds';
    it(`a product added with a ${kind} that is being deleted: never a 5xx, never a link to nothing`, { timeout: RACE_TIMEOUT }, () =>
      withApp(async (t, admin) => {
        const category = await created<AdminCategory>(admin.post('/api/admin/categories', categoryBody('Vejetaryen', 'Vegetarian')));
        return summary.run(ROUNDS, async (race, round) => {
          const body =
            kind === 'tag'
              ? tagBody(category.id, `Etiket ${round}`, `Tag ${round}`)
              : ingredientBody(category.id, `Malzeme ${round}`, `Ingredient ${round}`);
          const record = await created<{ id: number }>(admin.post(`/api/admin/${plural}`, body));
          const [added, deleted] = await together([
            () => admin.post('/api/admin/products', productBody(category.id, { nameTr: `Ürün ${round}`, [idsField]: [record.id] })),
            () => admin.delete(`/api/admin/${plural}/${record.id}`),
          ]);
          const addStatus = race.answered('adding the product', added, [201, 400]);
          race.answered(`deleting the ${kind}`, deleted, [204]);
          const stored = await t.db.selectFrom('products').select('id').where('nameTr', '=', `Ürün ${round}`).execute();
          const linked = await t.db.selectFrom(links).select('productId').where(linkColumn, '=', record.id).execute();
          const left = await t.db.selectFrom(plural).select('id').where('id', '=', record.id).executeTakeFirst();
          race.expect((addStatus === 201) === (stored.length === 1), `product answered ${addStatus} but ${stored.length} stored`);
          race.expect(!left, `the ${kind} answered 204 but is still there`);
          race.expect(linked.length === 0, `${linked.length} products still link the deleted ${kind}`);
          if (addStatus === 400) race.expect(added.json().fields?.[idsField] !== undefined, `the refusal names no field: ${added.body}`);
        });
      }),
    );
  }

  for (const table of ['categories', 'products'] as const) {
    it(`${table}: two reorders and an addition at once never deadlock and leave one order 0…n-1`, { timeout: RACE_TIMEOUT }, () =>
      withApp(async (t, admin) => {
        const ids = async () => (await t.db.selectFrom(table).select('id').orderBy('sortOrder').orderBy('id').execute()).map((r) => r.id);
        // The sample menu numbers products per category; one reorder makes the order one list.
        const first = await admin.put(`/api/admin/${table}/order`, { ids: await ids() });
        if (first.statusCode !== 200) throw new Error(`first reorder failed: ${first.body}`);
        const [someCategory] = await t.db.selectFrom('categories').select('id').orderBy('id').execute();
        return summary.run(ROUNDS, async (race, round) => {
          const current = await ids();
          const reversed = [...current].reverse();
          const rotated = [...current.slice(1), current[0]!];
          const addition = () =>
            table === 'categories'
              ? admin.post('/api/admin/categories', categoryBody(`Yeni ${round}`, `New ${round}`))
              : admin.post('/api/admin/products', productBody(someCategory!.id, { nameTr: `Yeni ${round}` }));
          const [one, other, added] = await together([
            () => admin.put(`/api/admin/${table}/order`, { ids: reversed }),
            () => admin.put(`/api/admin/${table}/order`, { ids: rotated }),
            addition,
          ]);
          race.answered('the first reorder', one, [200, 400]);
          race.answered('the second reorder', other, [200, 400]);
          race.answered('the addition', added, [201]);
          const orders = (await t.db.selectFrom(table).select('sortOrder').execute()).map((r) => r.sortOrder).sort((a, b) => a - b);
          race.expect(
            orders.every((order, index) => order === index),
            `orders are not 0…${orders.length - 1}: ${orders.join(',')}`,
          );
        });
      }),
    );
  }

  it(
    'eight staff choose eight different weekly choices at once: at most one remains, every save is answered cleanly',
    { timeout: RACE_TIMEOUT },
    () =>
      withApp((t, admin) =>
        summary.run(ROUNDS, async (race) => {
          const products = (await admin.get('/api/admin/products')).json<AdminProduct[]>();
          const chosen = products.filter((p) => !p.isWeeklyChoice).slice(0, 8);
          const answers = await together(
            chosen.map((product) => () => admin.put(`/api/admin/products/${product.id}`, productUpdate(product, { isWeeklyChoice: true }))),
          );
          const saved = answers.map((answer, index) => race.answered(`saving weekly choice ${index + 1}`, answer, [200, 409]));
          const weekly = await t.db.selectFrom('products').select('id').where('isWeeklyChoice', '=', 1).execute();
          race.expect(weekly.length <= 1, `${weekly.length} weekly choices`);
          if (saved.includes(200)) {
            const winners = chosen.filter((_, index) => saved[index] === 200).map((p) => p.id);
            race.expect(weekly.length === 1 && winners.includes(weekly[0]!.id), `the weekly choice is not one of the saved products`);
          }
        }),
      ),
  );

  it('two admins demote each other at the same moment: at least one active admin remains', { timeout: RACE_TIMEOUT }, () =>
    withApp(async (t, _admin, adminCookie) => {
      const ayse = await staffUser(t.app, adminCookie, 'Ayşe', 'admin');
      const mehmet = await staffUser(t.app, adminCookie, 'Mehmet', 'admin');
      return summary.run(ROUNDS, async (race) => {
        // Only Ayşe and Mehmet are active admins as the round starts.
        await t.db.updateTable('users').set({ role: 'user', isActive: 1 }).execute();
        await t.db.updateTable('users').set({ role: 'admin' }).where('id', 'in', [ayse.id, mehmet.id]).execute();
        const users = await t.db.selectFrom('users').select(['id', 'name', 'version']).where('id', 'in', [ayse.id, mehmet.id]).execute();
        const demote = (id: number) => {
          const user = users.find((u) => u.id === id)!;
          return { name: user.name, role: 'user', isActive: true, version: user.version };
        };
        const answers = await together([
          () => asStaff(t.app, ayse.cookie).put(`/api/admin/users/${mehmet.id}`, demote(mehmet.id)),
          () => asStaff(t.app, mehmet.cookie).put(`/api/admin/users/${ayse.id}`, demote(ayse.id)),
        ]);
        answers.forEach((answer, index) => race.answered(`demotion ${index + 1}`, answer, [200, 403, 409]));
        race.expect(answers.filter((a) => a.statusCode === 200).length <= 1, 'both demotions succeeded');
        race.expect((await activeAdmins(t)) >= 1, 'no active admin is left');
      });
    }),
  );

  it('two admins delete each other at the same moment: at least one active admin remains', { timeout: RACE_TIMEOUT }, () =>
    withApp(async (t) => {
      const passwordHash = await hashPassword('yonetici-password-123');
      return summary.run(ROUNDS, async (race, round) => {
        await t.db.updateTable('users').set({ role: 'user' }).execute();
        const admins = [];
        for (const name of [`Ayşe ${round}`, `Mehmet ${round}`]) {
          const stamp = new Date().toISOString();
          const { id } = await t.db
            .insertInto('users')
            .values({ name, nameKey: foldTurkish(name), passwordHash, role: 'admin', isActive: 1, createdAt: stamp, updatedAt: stamp })
            .returning('id')
            .executeTakeFirstOrThrow();
          admins.push({ id, staff: asStaff(t.app, await signIn(t.app, name, 'yonetici-password-123')) });
        }
        const [ayse, mehmet] = admins as [(typeof admins)[0], (typeof admins)[0]];
        const answers = await together([
          () => ayse.staff.delete(`/api/admin/users/${mehmet.id}`),
          () => mehmet.staff.delete(`/api/admin/users/${ayse.id}`),
        ]);
        answers.forEach((answer, index) => race.answered(`delete ${index + 1}`, answer, [204, 401, 403, 409]));
        race.expect((await activeAdmins(t)) >= 1, 'no active admin is left');
      });
    }),
  );

  /**
   * Names are unique ignoring case the Turkish way (D12): `Çorba`, `ÇORBA` and `çorba` are one
   * name. Each round two staff add and one renames to the same name in three spellings, in
   * Turkish (odd rounds) or in English (even rounds); exactly one wins.
   */
  const spellings = (word: string) => [word, word.toLocaleUpperCase('tr-TR'), word.toLocaleLowerCase('tr-TR')];
  const nameRace = (
    plural: 'categories' | 'tags' | 'ingredients',
    body: (categoryId: number, nameTr: string, nameEn: string) => Record<string, unknown>,
    trWord: string,
    enWord: string,
  ) =>
    withApp(async (t, admin) => {
      const home = await created<AdminCategory>(admin.post('/api/admin/categories', categoryBody('Ev', 'Home')));
      return summary.run(ROUNDS, async (race, round) => {
        const inTurkish = round % 2 === 0;
        const tr = spellings(`${trWord} ${round}`);
        const en = spellings(`${enWord} ${round}`);
        const names = (index: number) =>
          inTurkish ? [tr[index]!, `${enWord} ${round}-${index}`] : [`${trWord} ${round}-${index}`, en[index]!];
        const renamed = await created<{ id: number; version: number }>(
          admin.post(`/api/admin/${plural}`, body(home.id, `Yedek ${round}`, `Spare ${round}`)),
        );
        const [nameTr0, nameEn0] = names(0);
        const [nameTr1, nameEn1] = names(1);
        const [nameTr2, nameEn2] = names(2);
        const answers = await together([
          () => admin.post(`/api/admin/${plural}`, body(home.id, nameTr0!, nameEn0!)),
          () => admin.post(`/api/admin/${plural}`, body(home.id, nameTr1!, nameEn1!)),
          () => admin.put(`/api/admin/${plural}/${renamed.id}`, { ...body(home.id, nameTr2!, nameEn2!), version: renamed.version }),
        ]);
        const field = inTurkish ? 'nameTr' : 'nameEn';
        answers.forEach((answer, index) => {
          const status = race.answered(`saving spelling ${index + 1}`, answer, index < 2 ? [201, 409] : [200, 409]);
          if (status === 409) {
            race.expect(/zaten var/.test(answer.json().fields?.[field] ?? ''), `the refusal has no ${field} message: ${answer.body}`);
          }
        });
        const saved = answers.filter((answer) => answer.statusCode < 300).length;
        race.expect(saved === 1, `${saved} of three spellings saved`);
        // Category names are unique across the menu; tags' and ingredients' within their category.
        // The keys the unique indexes hold; the English texts themselves are translation rows.
        const rows =
          plural === 'categories'
            ? await t.db.selectFrom('categories').select(['nameTrKey', 'nameEnKey']).execute()
            : await t.db.selectFrom(plural).select(['nameTrKey', 'nameEnKey']).where('categoryId', '=', home.id).execute();
        const key = foldTurkish(inTurkish ? tr[0]! : en[0]!);
        const keyOf = (row: (typeof rows)[number]) => (inTurkish ? row.nameTrKey : row.nameEnKey);
        const same = rows.filter((row) => keyOf(row) === key);
        race.expect(same.length === 1, `${same.length} ${plural} named "${key}" (${field})`);
      });
    });

  it(
    'categories named Çorba, ÇORBA and çorba at once: one is stored, the others get 409 with a Turkish message',
    { timeout: RACE_TIMEOUT },
    () => nameRace('categories', (_categoryId, nameTr, nameEn) => categoryBody(nameTr, nameEn), 'Çorba', 'Soup'),
  );

  it('tags named Vejetaryen, VEJETARYEN and vejetaryen in one category at once: one is stored', { timeout: RACE_TIMEOUT }, () =>
    nameRace('tags', tagBody, 'Vejetaryen', 'Vegetarian'),
  );

  it('ingredients named İrmik, İRMİK and irmik in one category at once: one is stored', { timeout: RACE_TIMEOUT }, () =>
    nameRace('ingredients', ingredientBody, 'İrmik', 'Semolina'),
  );
});

async function activeAdmins(t: TestApp): Promise<number> {
  const row = await t.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('role', '=', 'admin')
    .where('isActive', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
