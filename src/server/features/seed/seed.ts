import type { Kysely, Transaction } from 'kysely';
import { addDays, type CalendarDay } from '../../../shared/calendar.js';
import { productInput } from '../../../shared/schemas/product.js';
import { writeTotals } from '../../resources/accounts/ledger.js';
import { NEW_ACCOUNT_TOTALS } from '../../resources/accounts/queries.js';
import { accountSearchKey } from '../../resources/accounts/search-key.js';
import type { DatabaseHandle } from '../../platform/db/connect.js';
import { lockForStartup } from '../../platform/db/dialect.js';
import { nameKeysOf } from '../../platform/db/name-keys.js';
import type { Database } from '../../platform/db/schema.js';
import { dishPricesOf, toColumns, writeProductTexts, type StoredOptionGroup } from '../../resources/products/queries.js';
import { recordPrices } from '../../resources/prices/history.js';
import { optionsTotal } from '../../../shared/options.js';
import { newTableKey, tableColumns } from '../../resources/tables/queries.js';
import {
  SAMPLE_ACCOUNTS,
  SAMPLE_AUTHOR,
  SAMPLE_CAMPAIGN,
  SAMPLE_MENU,
  SAMPLE_SETTINGS,
  SAMPLE_YESTERDAY,
  SAMPLE_ORDER,
  SAMPLE_STATIONS,
  SAMPLE_TABLES,
  SAMPLE_TRANSLATIONS,
  TAG_DEFAULTS,
} from './sample-data.js';
import type { TranslatableResource } from '../../../shared/schemas/translation.js';
import { SETTINGS_ID, toSettingsColumns, writeSettingsTexts } from '../../resources/settings/queries.js';
import { sourceTexts } from '../../resources/translations/queries.js';
import { fingerprint, TRANSLATION_TABLE, writeTexts } from '../../platform/records/translated.js';
import { recordSampleRecords } from '../../resources/settings/sample-data.js';
import { seedSamplePhotos } from './sample-photos.js';
import { openBillOf } from '../../resources/orders/table-bill.js';
import { issueTickets } from '../../resources/orders/tickets.js';
import { foldTurkish } from '../../../shared/text.js';

export interface SeedOptions {
  /** The instant of the first start, on the app's clock: the sample's stamps and prices carry it. */
  at: Date;
  /** That instant's day on the restaurant's clock. */
  today: string;
  /** Fill a new database with the sample restaurant (SAMPLE_DATA); off, it starts empty. */
  sampleData: boolean;
}

/** What a start did: filled a new database with the sample, left a new one empty, or found one already started. */
export type SeedOutcome = 'sample' | 'empty' | 'started';

/**
 * Fills an empty database on first start: the sample menu, a campaign, the sample customer
 * accounts, tables and the sample restaurant's details. Each part is seeded only when its table
 * is empty, so a restaurant that deletes the samples does not get them back at the next start,
 * and only at the first start: one without the sample (`sampleData` off) is marked as started
 * all the same, so a later start with the setting forgotten does not fill a working restaurant
 * with it. Everything the sample makes is recorded, so an admin can remove it later
 * (resources/settings/sample-data.ts). The details' row itself comes with the migrations (010),
 * sample or not. The first staff user is made apart, once the server listens (./first-user.ts).
 */
export async function seed({ db, dialect }: DatabaseHandle, options: SeedOptions): Promise<SeedOutcome> {
  return db.transaction().execute(async (trx) => {
    // Instances starting together on one PostgreSQL database seed one at a time.
    await lockForStartup(trx, dialect);
    const { at } = options;
    const now = at.toISOString();
    const stamps = { createdAt: now, updatedAt: now };

    if (await trx.selectFrom('meta').select('key').where('key', '=', 'menu_seeded').executeTakeFirst()) return 'started';
    if (!options.sampleData) {
      await trx.insertInto('meta').values({ key: 'menu_seeded', value: now }).execute();
      return 'empty';
    }
    const newMenu = (await count(trx, 'categories')) === 0;
    const newCampaign = (await count(trx, 'campaigns')) === 0;
    // Some illustrations come as uploaded photos (seed/sample-photos.ts); the rest stay addresses.
    const illustrations = [
      ...(newMenu ? SAMPLE_MENU.flatMap((category) => [category.image, ...category.products.map((product) => product.image)]) : []),
      ...(newCampaign ? [SAMPLE_CAMPAIGN.image] : []),
    ];
    const photos = illustrations.length > 0 ? await seedSamplePhotos(trx, new Date(now), illustrations) : new Map<string, string>();
    const imageOf = (image: string) => photos.get(image) ?? image;
    if (newMenu) {
      await seedMenu(trx, stamps, imageOf, options.today);
      await seedStations(trx, now);
    }
    if (newCampaign) {
      const { titleEn: _title, descriptionEn: _description, ...campaign } = SAMPLE_CAMPAIGN;
      const { id } = await trx
        .insertInto('campaigns')
        .values({
          ...campaign,
          image: imageOf(SAMPLE_CAMPAIGN.image),
          startDate: addDays(options.today, -7),
          endDate: addDays(options.today, 60),
          isActive: 1,
          ...stamps,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeTexts(trx, 'campaigns', id, SAMPLE_CAMPAIGN, at);
    }
    if ((await count(trx, 'accounts')) === 0) await seedAccounts(trx, stamps, options.today);
    if ((await count(trx, 'diningTables')) === 0) {
      await trx
        .insertInto('diningTables')
        .values(SAMPLE_TABLES.map((name) => ({ ...tableColumns(name), orderKey: newTableKey(), ...stamps })))
        .execute();
      if (newMenu) {
        await seedOrder(trx, now);
        await seedYesterday(trx, now);
      }
    }
    // The details staff have not saved yet (a new database's) become the sample restaurant's.
    const fresh = await trx
      .updateTable('settings')
      .set(toSettingsColumns({ ...SAMPLE_SETTINGS, rates: { ...SAMPLE_SETTINGS.rates, day: options.today } }))
      .where('id', '=', SETTINGS_ID)
      .where('version', '=', 1)
      .executeTakeFirst();
    const details = Number(fresh.numUpdatedRows) > 0;
    if (details) await writeSettingsTexts(trx, SAMPLE_SETTINGS, at);
    if (newMenu) await seedTranslations(trx, now);
    // Everything above carries the one instant `now`; the same instant marks the start.
    await recordSampleRecords(trx, now, details);
    await trx.insertInto('meta').values({ key: 'menu_seeded', value: now }).execute();
    return 'sample';
  });
}

/**
 * Table 5 open, with an English-speaking guest's order a waiter confirmed (D57): a pide and two
 * ayrans, so 'Masalar' shows an order at once; its bill partly paid in cash (D60).
 */
async function seedOrder(trx: Transaction<Database>, now: string): Promise<void> {
  const table = await trx.selectFrom('diningTables').select(['id', 'name']).where('name', '=', SAMPLE_ORDER.table).executeTakeFirst();
  if (!table) return;
  await trx.updateTable('diningTables').set({ openedAt: now }).where('id', '=', table.id).execute();
  const billId = await openBillOf(trx, table, now);
  const order = await trx
    .insertInto('orders')
    .values({
      clientId: `sample-order-${table.id}-${now}`,
      billId,
      tableId: table.id,
      tableName: table.name,
      language: 'en',
      source: 'table',
      createdAt: now,
      confirmedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const line of SAMPLE_ORDER.lines) {
    const product = await trx
      .selectFrom('products')
      .select(['id', 'nameTr', 'priceKurus', 'sizes', 'optionGroups'])
      .where('nameTr', '=', line.dish)
      .executeTakeFirst();
    // The names as the guest read them, in English, as the sample menu gives them.
    const sample = SAMPLE_MENU.flatMap((category) => category.products).find((candidate) => candidate.nameTr === line.dish);
    if (!product || !sample) continue;
    const size = (JSON.parse(product.sizes) as { labelTr: string; priceKurus: number }[]).find(
      (candidate) => candidate.labelTr === line.size,
    );
    const groups = JSON.parse(product.optionGroups) as StoredOptionGroup[];
    const options = line.options.map(({ group, choice }) => {
      const sampleGroup = sample.options?.find((candidate) => candidate.nameTr === group);
      return {
        groupTr: group,
        choiceTr: choice,
        group: sampleGroup?.nameEn ?? group,
        choice: sampleGroup?.choices.find((candidate) => candidate.nameTr === choice)?.nameEn ?? choice,
        priceKurus: groups.find((candidate) => candidate.nameTr === group)?.choices.find((c) => c.nameTr === choice)?.priceKurus ?? 0,
      };
    });
    await trx
      .insertInto('orderLines')
      .values({
        orderId: order.id,
        productId: product.id,
        nameTr: product.nameTr,
        sizeTr: size?.labelTr ?? null,
        name: sample.nameEn,
        sizeName: size ? (sample.sizes?.find((candidate) => candidate.labelTr === size.labelTr)?.labelEn ?? size.labelTr) : null,
        options: JSON.stringify(options),
        quantity: line.quantity,
        note: line.note,
        language: 'en',
        unitPriceKurus: (size?.priceKurus ?? product.priceKurus) + optionsTotal(options),
        state: 'confirmed',
        changedAt: now,
      })
      .execute();
  }
  await issueTickets(trx, order.id, new Date(now));
  // One guest paid their share in cash already: the bill is partly paid.
  await trx
    .insertInto('payments')
    .values({
      clientId: `sample-payment-${table.id}-${now}`,
      billId,
      part: null,
      method: 'cash',
      amountKurus: SAMPLE_ORDER.paidKurus,
      tenderedKurus: SAMPLE_ORDER.paidKurus,
      accountId: null,
      accountEntryId: null,
      createdAt: now,
      createdById: null,
      createdByName: 'Admin',
    })
    .execute();
}

/**
 * Yesterday evening's bills (D60), closed and paid: 'Gün sonu' has a day to show at once. Written
 * as the bill's own code leaves them (an order, its served lines, a payment, a discount's record).
 */
async function seedYesterday(trx: Transaction<Database>, now: string): Promise<void> {
  const at = new Date(Date.parse(now) - 86_400_000).toISOString();
  for (const [index, sample] of SAMPLE_YESTERDAY.entries()) {
    const table = await trx.selectFrom('diningTables').select(['id', 'name']).where('name', '=', sample.table).executeTakeFirst();
    if (!table) continue;
    const { id: billId } = await trx
      .insertInto('bills')
      .values({
        tableId: table.id,
        tableName: table.name,
        openedAt: at,
        requestedAt: null,
        closedAt: at,
        closedById: null,
        closedByName: 'Admin',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: orderId } = await trx
      .insertInto('orders')
      .values({
        clientId: `sample-yesterday-${index}-${now}`,
        tableId: table.id,
        tableName: table.name,
        language: 'tr',
        source: 'waiter',
        createdAt: at,
        createdById: null,
        createdByName: 'Admin',
        confirmedAt: at,
        confirmedById: null,
        confirmedByName: 'Admin',
        closedAt: at,
        billId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let total = 0;
    for (const line of sample.lines) {
      const product = await trx
        .selectFrom('products')
        .select(['id', 'nameTr', 'priceKurus', 'sizes'])
        .where('nameTr', '=', line.dish)
        .executeTakeFirst();
      if (!product) continue;
      const size = (JSON.parse(product.sizes) as { labelTr: string; priceKurus: number }[]).find(
        (candidate) => candidate.labelTr === line.size,
      );
      const price = size?.priceKurus ?? product.priceKurus;
      total += price * line.quantity;
      await trx
        .insertInto('orderLines')
        .values({
          orderId,
          productId: product.id,
          nameTr: product.nameTr,
          sizeTr: size?.labelTr ?? null,
          name: product.nameTr,
          sizeName: size?.labelTr ?? null,
          quantity: line.quantity,
          note: '',
          language: 'tr',
          unitPriceKurus: price,
          state: 'served',
          changedAt: at,
        })
        .execute();
    }
    const discount = Math.round((total * sample.discountPercent) / 100);
    if (discount > 0) {
      await trx.updateTable('bills').set({ discountKurus: discount }).where('id', '=', billId).execute();
      await trx
        .insertInto('billChanges')
        .values({
          billId,
          kind: 'discount',
          lineId: null,
          amountKurus: discount,
          detail: `%${sample.discountPercent}`,
          reason: 'Doğum günü',
          byId: null,
          byName: 'Admin',
          approvedByName: null,
          at,
        })
        .execute();
    }
    await trx
      .insertInto('payments')
      .values({
        clientId: `sample-yesterday-payment-${index}-${now}`,
        billId,
        part: null,
        method: sample.method,
        amountKurus: total - discount,
        tenderedKurus: sample.method === 'cash' ? total - discount : null,
        tipKurus: sample.tipKurus,
        accountId: null,
        accountEntryId: null,
        createdAt: at,
        createdById: null,
        createdByName: 'Admin',
      })
      .execute();
  }
}

/**
 * The sample's stations (D59) beside the default 'Mutfak' every database has: the oven bakes the
 * pides (and the rice pudding, a dish routed apart from its category), the bar pours the drinks
 * and plates the desserts.
 */
async function seedStations(trx: Transaction<Database>, now: string): Promise<void> {
  for (const station of SAMPLE_STATIONS) {
    const { id } = await trx
      .insertInto('stations')
      .values({
        name: station.name,
        nameKey: foldTurkish(station.name),
        colour: station.colour,
        warnMinutes: 10,
        printer: '',
        isDefault: 0,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const categories = await trx.selectFrom('categories').select('id').where('nameTr', 'in', station.categories).execute();
    if (categories.length > 0) {
      await trx
        .insertInto('stationCategories')
        .values(categories.map((category) => ({ categoryId: category.id, stationId: id })))
        .execute();
    }
    const dishes =
      station.dishes.length === 0 ? [] : await trx.selectFrom('products').select('id').where('nameTr', 'in', station.dishes).execute();
    if (dishes.length > 0) {
      await trx
        .insertInto('stationProducts')
        .values(dishes.map((dish) => ({ productId: dish.id, stationId: id })))
        .execute();
    }
  }
}

/** The sample menu's texts in the languages beside Turkish and English (turned off until an admin turns them on). */
async function seedTranslations(trx: Transaction<Database>, now: string): Promise<void> {
  // Each record by its Turkish name, with the Turkish texts its translations are made from.
  const named = async (table: 'categories' | 'products' | 'tags' | 'ingredients') =>
    (await trx.selectFrom(table).select(['id', 'nameTr']).execute()).map((row) => ({ id: row.id, name: row.nameTr }));
  const sources = (await sourceTexts(trx)).reduce(
    (map, text) => map.set(`${text.resource} ${text.id} ${text.field}`, text.source),
    new Map<string, string>(),
  );
  const records: Record<TranslatableResource, { id: number; name: string }[]> = {
    categories: await named('categories'),
    products: await named('products'),
    tags: await named('tags'),
    ingredients: await named('ingredients'),
    campaigns: (await trx.selectFrom('campaigns').select(['id', 'titleTr']).execute()).map((row) => ({ id: row.id, name: row.titleTr })),
    settings: [{ id: SETTINGS_ID, name: '' }],
  };
  for (const [language, byResource] of Object.entries(SAMPLE_TRANSLATIONS)) {
    for (const [resource, byName] of Object.entries(byResource) as [TranslatableResource, Record<string, Record<string, string>>][]) {
      for (const [name, fields] of Object.entries(byName)) {
        // The first with the name (tags are per category: the sample's first "Popüler").
        const record = records[resource].find((candidate) => candidate.name === name);
        if (!record) continue;
        await trx
          .insertInto(TRANSLATION_TABLE[resource])
          .values(
            Object.entries(fields).map(([field, text]) => ({
              recordId: record.id,
              language,
              field,
              text,
              source: fingerprint(sources.get(`${resource} ${record.id} ${field}`) ?? ''),
              updatedAt: now,
            })),
          )
          .execute();
      }
    }
  }
}

/** The sample veresiye accounts, each entry of their ledgers entered as staff would (D34). */
async function seedAccounts(trx: Transaction<Database>, stamps: { createdAt: string; updatedAt: string }, today: CalendarDay) {
  const entered = { overLimitConfirmed: 0, createdById: null, createdByName: SAMPLE_AUTHOR, createdAt: stamps.createdAt };
  for (const { account, entries } of SAMPLE_ACCOUNTS) {
    const { id } = await trx
      .insertInto('accounts')
      .values({ ...account, ...NEW_ACCOUNT_TOTALS, searchKey: accountSearchKey(account), anonymisedAt: null, isActive: 1, ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const entry of entries) {
      const day = addDays(today, -entry.daysAgo);
      const { id: entryId } = await trx
        .insertInto('accountEntries')
        .values({
          accountId: id,
          kind: entry.kind,
          amountKurus: entry.amountKurus,
          day,
          method: entry.method ?? null,
          description: entry.description,
          reversesId: null,
          ...entered,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (entry.reversedFor) {
        await trx
          .insertInto('accountEntries')
          .values({
            accountId: id,
            kind: 'reversal',
            amountKurus: entry.amountKurus,
            day: addDays(day, 1),
            method: null,
            description: entry.reversedFor,
            reversesId: entryId,
            ...entered,
          })
          .execute();
      }
    }
    await writeTotals(trx, id, new Date(stamps.updatedAt));
  }
}

async function count(db: Kysely<Database>, table: 'categories' | 'campaigns' | 'accounts' | 'diningTables'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function seedMenu(
  db: Kysely<Database>,
  stamps: { createdAt: string; updatedAt: string },
  imageOf: (image: string) => string,
  today: string,
): Promise<void> {
  const at = new Date(stamps.createdAt);
  for (const [categoryIndex, category] of SAMPLE_MENU.entries()) {
    const { id: categoryId } = await db
      .insertInto('categories')
      .values({
        nameTr: category.nameTr,
        ...nameKeysOf(category),
        descriptionTr: category.descriptionTr,
        image: imageOf(category.image),
        hasMultipleSizes: category.hasMultipleSizes ? 1 : 0,
        isActive: 1,
        sortOrder: categoryIndex,
        ...stamps,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeTexts(db, 'categories', categoryId, category, at);

    const tagIds = new Map<string, number>();
    for (const tag of category.tags) {
      const { nameEn: _english, ...fields } = { ...TAG_DEFAULTS, ...tag };
      const { id } = await db
        .insertInto('tags')
        .values({ ...fields, ...nameKeysOf(tag), categoryId, isActive: 1, ...stamps })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeTexts(db, 'tags', id, tag, at);
      tagIds.set(tag.nameEn, id);
    }

    const ingredientIds = new Map<string, number>();
    for (const ingredient of category.ingredients) {
      const { nameEn: _name, descriptionEn: _description, ...fields } = ingredient;
      const { id } = await db
        .insertInto('ingredients')
        .values({ ...fields, ...nameKeysOf(ingredient), categoryId, isActive: 1, ...stamps })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeTexts(db, 'ingredients', id, ingredient, at);
      ingredientIds.set(ingredient.nameEn, id);
    }

    for (const [productIndex, product] of category.products.entries()) {
      // Read by the product form's own schema and written by its own columns, as staff would save it.
      const { priceKurus, sizes = [], tags: _tags, ingredients: _ingredients, weeklyChoice = false, image, ...fields } = product;
      const input = productInput.parse({
        ...fields,
        image: imageOf(image),
        price: priceKurus / 100,
        sizes: sizes.map(({ priceKurus: kurus, ...size }) => ({ ...size, price: kurus / 100 })),
        categoryId,
        isWeeklyChoice: weeklyChoice,
      });
      const { id: productId } = await db
        .insertInto('products')
        .values({ ...toColumns(input, today), sortOrder: productIndex, pricesChangedAt: stamps.createdAt, ...stamps })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeProductTexts(db, productId, input, at);
      await recordPrices(db, [dishPricesOf(productId, input)], at);
      for (const tag of product.tags) {
        await db
          .insertInto('productTags')
          .values({ productId, tagId: lookup(tagIds, tag) })
          .execute();
      }
      for (const ingredient of product.ingredients) {
        await db
          .insertInto('productIngredients')
          .values({ productId, ingredientId: lookup(ingredientIds, ingredient) })
          .execute();
      }
    }
  }
}

function lookup(ids: Map<string, number>, name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`Sample menu names an unknown tag or ingredient: ${name}`);
  return id;
}
