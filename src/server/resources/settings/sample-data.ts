import { sql, type Kysely, type Transaction } from 'kysely';
import type { AuditResource } from '../../../shared/schemas/audit.js';
import type {
  SampleCounts,
  SampleDataRemoval,
  SampleDataStatus,
  SampleKeptRecord,
  SampleRemovedCounts,
} from '../../../shared/schemas/sample-data.js';
import { DEFAULT_SETTINGS, type SettingsData } from '../../../shared/schemas/settings.js';
import { tableLabel } from '../../../shared/tables.js';
import type { Actor } from '../../platform/audit/audited.js';
import { recordAuditEvent } from '../../platform/audit/record.js';
import { lockKey } from '../../platform/db/dialect.js';
import type { Database } from '../../platform/db/schema.js';
import { ANY_VERSION, updateVersioned } from '../../platform/records/versioned.js';
import { getSettings, MISSING as MISSING_SETTINGS, SETTINGS_ID, toSettingsColumns } from './queries.js';

/** Removals take turns: a second one waits for the first, then finds nothing left to remove. */
const SAMPLE_DATA_LOCK = 'sample-data';

/**
 * The kinds of record the sample makes, as `sample_records` names them (migration 026), in the
 * order a removal locks them: a dish before its category, then its tags and ingredients, the
 * order a save of a dish takes them in (products/queries.ts), so the two never deadlock.
 * `switches` are the fields (as the change history records them) whose change leaves a record
 * the sample's: switched off, sold out, the weekly choice, moved in the list, and an account's
 * figures, which follow its entries (those are checked one by one).
 */
const KINDS = {
  products: { table: 'products', name: 'nameTr', audit: 'products', switches: ['isActive', 'soldOut', 'isWeeklyChoice', 'order'] },
  categories: { table: 'categories', name: 'nameTr', audit: 'categories', switches: ['isActive', 'order', 'productCount'] },
  tags: { table: 'tags', name: 'nameTr', audit: 'tags', switches: ['isActive'] },
  ingredients: { table: 'ingredients', name: 'nameTr', audit: 'ingredients', switches: ['isActive'] },
  campaigns: { table: 'campaigns', name: 'titleTr', audit: 'campaigns', switches: ['isActive', 'phase'] },
  accounts: {
    table: 'accounts',
    name: 'customerName',
    audit: 'accounts',
    switches: [
      'isActive',
      'totalDebtKurus',
      'paidAmountKurus',
      'remainingDebtKurus',
      'lastPaymentDate',
      'oldestUnpaidDay',
      'status',
      'entryCount',
    ],
  },
  diningTables: { table: 'diningTables', name: 'name', audit: 'tables', switches: [] },
} as const satisfies Record<string, { table: keyof Database; name: string; audit: AuditResource; switches: readonly string[] }>;

type Kind = keyof typeof KINDS;
const KIND_NAMES = Object.keys(KINDS) as Kind[];

/** Where each kind is counted in the API's answers. */
const COUNTED_AS: Record<Kind, keyof SampleCounts> = {
  products: 'products',
  categories: 'categories',
  tags: 'tags',
  ingredients: 'ingredients',
  campaigns: 'campaigns',
  accounts: 'accounts',
  diningTables: 'tables',
};

/** Besides its records: its ledgers' entries, and the sample's details ('Ayarlar'). */
const ENTRIES = 'accountEntries';
const SETTINGS = 'settings';
const ORDERS = 'orders';

// Kysely cannot type one query over "any of these tables"; each has these columns (an account's entries no category).
const untyped = (db: Kysely<Database>) => db as unknown as Kysely<Record<string, { id: number; createdAt: string; categoryId: number }>>;

/**
 * Records, in the seed's transaction, every record the seed made: they all carry its one
 * instant (`stamp`), as migration 026 finds them in a database seeded before it. `details`:
 * the sample's details were written over the defaults.
 */
export async function recordSampleRecords(trx: Transaction<Database>, stamp: string, details: boolean): Promise<void> {
  for (const kind of [...KIND_NAMES, ENTRIES] as const) {
    const table = kind === ENTRIES ? ENTRIES : KINDS[kind].table;
    const rows = await untyped(trx).selectFrom(table).select('id').where('createdAt', '=', stamp).orderBy('id').execute();
    if (rows.length > 0) {
      await trx
        .insertInto('sampleRecords')
        .values(rows.map((row) => ({ kind, recordId: row.id })))
        .execute();
    }
  }
  if (details) await trx.insertInto('sampleRecords').values({ kind: SETTINGS, recordId: SETTINGS_ID }).execute();
  // The sample's order at its table 5, and yesterday's closed bills' (D60), go with the sample's tables.
  const orders = await trx
    .selectFrom('orders')
    .select('id')
    .where((eb) => eb.or([eb('createdAt', '=', stamp), eb('clientId', 'like', 'sample-yesterday-%')]))
    .execute();
  if (orders.length > 0) {
    await trx
      .insertInto('sampleRecords')
      .values(orders.map((order) => ({ kind: ORDERS, recordId: order.id })))
      .execute();
  }
}

interface Named {
  id: number;
  name: string;
}

/** What a removal takes and leaves, worked out from the records as they are now. */
interface Plan {
  remove: Record<Kind, Named[]>;
  keep: SampleCounts;
  /** Each record that stays, by name, with why. */
  kept: SampleKeptRecord[];
  /** The details before they go back to the defaults, or null when they stay as they are. */
  details: SettingsData | null;
  accountEntries: number;
  reviews: number;
}

const none = <T>(make: () => T): Record<Kind, T> => Object.fromEntries(KIND_NAMES.map((kind) => [kind, make()])) as Record<Kind, T>;

/**
 * Works out which of the sample's records a removal takes. A record goes unless the change
 * history shows staff changed it (any field but its `switches`: a dish renamed, repriced, given
 * a photo or a translation), or a batch of prices still standing changed its price, or (an
 * account) staff entered a charge, a payment or a reversal in its ledger. With `includeEdited`
 * the records staff changed go too, but for an account with such an entry (a real customer's
 * debt) and the details (the restaurant's own name and address, once staff wrote them). An
 * account staff anonymised goes: that was the way to retire a sample account before this
 * removal existed.
 * What stays keeps what it needs: a tag or an ingredient a dish that stays is linked to, and a
 * category that still holds a dish, a tag or an ingredient. With `lock` (PostgreSQL) the rows
 * are held until the transaction ends, so a save under way finishes first and is seen here,
 * and one that comes after finds the record gone.
 */
async function planRemoval(db: Kysely<Database>, lock: boolean, includeEdited: boolean): Promise<Plan> {
  const recorded = await db.selectFrom('sampleRecords').select(['kind', 'recordId']).execute();
  const idsOf = (kind: string) => recorded.filter((row) => row.kind === kind).map((row) => row.recordId);

  const existing = none<Named[]>(() => []);
  for (const kind of KIND_NAMES) {
    const ids = idsOf(kind);
    if (ids.length === 0) continue;
    const { table, name } = KINDS[kind];
    existing[kind] = await untyped(db)
      .selectFrom(table)
      .select(['id', sql.ref<string>(name).as('name')])
      .where('id', 'in', ids)
      .orderBy('id')
      .$if(lock, (qb) => qb.forUpdate())
      .execute();
  }
  const settingsRecorded = idsOf(SETTINGS).includes(SETTINGS_ID);
  if (settingsRecorded && lock) {
    await db.selectFrom('settings').select('id').where('id', '=', SETTINGS_ID).forUpdate().execute();
  }

  const edited = await changedRecords(db, existing, settingsRecorded);
  // An account whose ledger holds an entry the sample did not make is someone's real account.
  const ledger = new Set<string>();
  const accountIds = existing.accounts.map((row) => row.id);
  const sampleEntries = idsOf(ENTRIES);
  if (accountIds.length > 0) {
    const used = await db
      .selectFrom('accountEntries')
      .select('accountId')
      .distinct()
      .where('accountId', 'in', accountIds)
      .$if(sampleEntries.length > 0, (qb) => qb.where('id', 'not in', sampleEntries))
      .execute();
    for (const row of used) ledger.add(`accounts:${row.accountId}`);
  }
  // What stays as the restaurant's own: what staff changed (unless asked to take that too) and real customers' accounts.
  const theirs = new Set([...(includeEdited ? [] : edited), ...ledger]);

  const remove = none<Named[]>(() => []);
  const unchanged = (kind: Kind) => existing[kind].filter((row) => !theirs.has(`${kind}:${row.id}`));
  for (const kind of ['products', 'campaigns', 'accounts', 'diningTables'] as const) remove[kind] = unchanged(kind);
  const removedProducts = remove.products.map((row) => row.id);

  // A tag or an ingredient stays while a dish that stays (the restaurant's own, or a sample one changed) uses it.
  for (const [kind, links, column] of [
    ['tags', 'productTags', 'tagId'],
    ['ingredients', 'productIngredients', 'ingredientId'],
  ] as const) {
    const candidates = unchanged(kind);
    if (candidates.length === 0) continue;
    const used = await (db as unknown as Kysely<Record<string, { productId: number } & Record<typeof column, number>>>)
      .selectFrom(links)
      .select(sql.ref<number>(column).as('linkId'))
      .where(
        sql.ref(column),
        'in',
        candidates.map((row) => row.id),
      )
      .$if(removedProducts.length > 0, (qb) => qb.where('productId', 'not in', removedProducts))
      .execute();
    const inUse = new Set(used.map((row) => row.linkId));
    remove[kind] = candidates.filter((row) => !inUse.has(row.id));
  }

  // A category stays while it holds anything that stays: its products block its delete, and its tags and ingredients would go with it.
  const categories = unchanged('categories');
  if (categories.length > 0) {
    const categoryIds = categories.map((row) => row.id);
    const occupied = new Set<number>();
    for (const kind of ['products', 'tags', 'ingredients'] as const) {
      const going = remove[kind].map((row) => row.id);
      const rows = await untyped(db)
        .selectFrom(KINDS[kind].table)
        .select('categoryId')
        .distinct()
        .where('categoryId', 'in', categoryIds)
        .$if(going.length > 0, (qb) => qb.where('id', 'not in', going))
        .execute();
      for (const row of rows) occupied.add(row.categoryId);
    }
    remove.categories = categories.filter((row) => !occupied.has(row.id));
  }

  // The details go back to the defaults (the menu's languages stay as an admin set them).
  const current = settingsRecorded ? await getSettings(db) : undefined;
  const { version: _version, ...currentData } = current ?? { version: 0 };
  // Details staff changed are the restaurant's own, even when the edited records go too.
  const detailsKept = current !== undefined && edited.has(`${SETTINGS}:${SETTINGS_ID}`);
  const details =
    current && !detailsKept && !sameDetails(currentData as SettingsData, DEFAULT_SETTINGS) ? (currentData as SettingsData) : null;

  const keep: SampleCounts = { categories: 0, products: 0, tags: 0, ingredients: 0, campaigns: 0, accounts: 0, tables: 0, settings: 0 };
  for (const kind of KIND_NAMES) keep[COUNTED_AS[kind]] = existing[kind].length - remove[kind].length;
  keep.settings = detailsKept ? 1 : 0;

  const kept: SampleKeptRecord[] = [];
  for (const kind of KIND_NAMES) {
    const going = new Set(remove[kind].map((row) => row.id));
    for (const row of existing[kind]) {
      if (going.has(row.id)) continue;
      const key = `${kind}:${row.id}`;
      const name = kind === 'diningTables' ? tableLabel(row.name, 'Masa') : row.name;
      kept.push({ kind: COUNTED_AS[kind], name, reason: ledger.has(key) ? 'ledger' : edited.has(key) ? 'edited' : 'used' });
    }
  }
  if (detailsKept) kept.push({ kind: 'settings', name: current.restaurantName, reason: 'edited' });

  return {
    remove,
    keep,
    kept,
    details,
    accountEntries: await countWhere(db, 'accountEntries', 'accountId', remove.accounts),
    reviews: await countWhere(db, 'reviews', 'productId', remove.products),
  };
}

/**
 * The sample's records staff changed, as `kind:id`: by the change history (an update naming a
 * field other than the kind's switches; an account's anonymisation does not count) and, for a
 * dish, by a batch of prices that still stands.
 */
async function changedRecords(db: Kysely<Database>, existing: Record<Kind, Named[]>, settings: boolean): Promise<Set<string>> {
  const changed = new Set<string>();
  const kindOf = new Map<AuditResource, Kind | typeof SETTINGS>([
    ...KIND_NAMES.map((kind) => [KINDS[kind].audit, kind] as const),
    [SETTINGS, SETTINGS] as const,
  ]);
  const ids = [...new Set([...KIND_NAMES.flatMap((kind) => existing[kind].map((row) => row.id)), ...(settings ? [SETTINGS_ID] : [])])];
  if (ids.length === 0) return changed;
  const events = await db
    .selectFrom('auditEvents')
    .select(['resource', 'recordId', 'changes'])
    .where('action', '=', 'update')
    .where('resource', 'in', [...kindOf.keys()])
    .where('recordId', 'in', ids)
    .execute();
  for (const event of events) {
    const kind = kindOf.get(event.resource);
    if (kind === undefined || event.recordId === null) continue;
    const fields = Object.keys(JSON.parse(event.changes) as object);
    if (kind === 'accounts' && fields.includes('anonymisedAt')) continue;
    const switches: readonly string[] = kind === SETTINGS ? ['menuLanguages'] : KINDS[kind].switches;
    if (fields.some((field) => !switches.includes(field))) changed.add(`${kind}:${event.recordId}`);
  }
  const dishes = existing.products.map((row) => row.id);
  if (dishes.length > 0) {
    const repriced = await db
      .selectFrom('priceBatchItems')
      .innerJoin('priceBatches', 'priceBatches.id', 'priceBatchItems.batchId')
      .select('priceBatchItems.productId')
      .distinct()
      .where('priceBatchItems.productId', 'in', dishes)
      .where('priceBatches.undoneAt', 'is', null)
      .execute();
    for (const row of repriced) changed.add(`products:${row.productId}`);
  }
  return changed;
}

/** The restaurant's details compared field by field, but the menu's languages (an admin's choice, not the sample's). */
function sameDetails(a: SettingsData, b: SettingsData): boolean {
  return (Object.keys(b) as (keyof SettingsData)[])
    .filter((field) => field !== 'menuLanguages')
    .every((field) => JSON.stringify(a[field]) === JSON.stringify(b[field]));
}

/** How many rows of `table` belong to these records (by `column`). */
async function countWhere(
  db: Kysely<Database>,
  table: 'accountEntries' | 'reviews',
  column: 'accountId' | 'productId',
  records: Named[],
): Promise<number> {
  if (records.length === 0) return 0;
  const row = await (db as unknown as Kysely<Record<string, Record<typeof column, number>>>)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(
      sql.ref(column),
      'in',
      records.map((record) => record.id),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function removedCounts(plan: Plan): SampleRemovedCounts {
  const counts = { accountEntries: plan.accountEntries, reviews: plan.reviews, settings: plan.details ? 1 : 0 } as SampleRemovedCounts;
  for (const kind of KIND_NAMES) counts[COUNTED_AS[kind]] = plan.remove[kind].length;
  return counts;
}

/** What a removal would take now and what it would leave, and the same for one that takes the edited records too. */
export async function sampleDataStatus(db: Kysely<Database>): Promise<SampleDataStatus> {
  const plan = await planRemoval(db, false, false);
  const withEdited = await planRemoval(db, false, true);
  return {
    toRemove: removedCounts(plan),
    toKeep: plan.keep,
    kept: plan.kept,
    withEdited: { toRemove: removedCounts(withEdited), toKeep: withEdited.keep, kept: withEdited.kept },
  };
}

/**
 * Removes the sample's records staff have not changed, or with `includeEdited` those they
 * changed too (planRemoval), in one transaction: a
 * customer's account with its ledger, a dish with its reviews, translations and former
 * addresses, and the sample's details back to the defaults. What stays is the restaurant's own
 * from then on, so a second removal finds nothing. The change history gets one entry naming
 * what went. Photos no record names any more go with the hourly cleanup.
 */
export async function removeSampleData(db: Kysely<Database>, actor: Actor, includeEdited = false): Promise<SampleDataRemoval> {
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, actor.dialect, SAMPLE_DATA_LOCK);
    const plan = await planRemoval(trx, actor.dialect === 'postgres', includeEdited);
    const ids = (kind: Kind) => plan.remove[kind].map((row) => row.id);
    const deleteIds = async (kind: Kind) => {
      if (plan.remove[kind].length > 0) await untyped(trx).deleteFrom(KINDS[kind].table).where('id', 'in', ids(kind)).execute();
    };
    // A dish takes its links, reviews, translations and former addresses with it (foreign keys).
    await deleteIds('products');
    await deleteIds('tags');
    await deleteIds('ingredients');
    await deleteIds('categories');
    await deleteIds('campaigns');
    if (plan.remove.accounts.length > 0) {
      // A ledger's entries are never deleted one by one; a whole sample ledger goes, reversals first (they name the entries).
      await trx.deleteFrom('accountEntries').where('accountId', 'in', ids('accounts')).where('reversesId', 'is not', null).execute();
      await trx.deleteFrom('accountEntries').where('accountId', 'in', ids('accounts')).execute();
    }
    await deleteIds('accounts');
    // The sample's own order (its lines go with it) and its bill; any other order stays, as the money it was.
    const sampleOrders = (await trx.selectFrom('sampleRecords').select('recordId').where('kind', '=', ORDERS).execute()).map(
      (row) => row.recordId,
    );
    if (sampleOrders.length > 0) {
      // Its bill and the payment on it (D60) were the sample's too.
      const bills = await trx
        .selectFrom('orders')
        .select('billId')
        .where('id', 'in', sampleOrders)
        .where('billId', 'is not', null)
        .execute();
      await trx.deleteFrom('orders').where('id', 'in', sampleOrders).execute();
      const billIds = bills.map((row) => row.billId!);
      if (billIds.length > 0) await trx.deleteFrom('bills').where('id', 'in', billIds).execute();
    }
    await deleteIds('diningTables');
    if (plan.details) {
      const defaults = { ...DEFAULT_SETTINGS, menuLanguages: plan.details.menuLanguages };
      await updateVersioned(trx, 'settings', SETTINGS_ID, ANY_VERSION, toSettingsColumns(defaults), actor.at, MISSING_SETTINGS);
      // The note's English and its other languages were the sample's.
      await trx.deleteFrom('settingsTranslations').where('recordId', '=', SETTINGS_ID).execute();
    }
    await trx.deleteFrom('sampleRecords').execute();

    const removed = removedCounts(plan);
    if (Object.values(removed).some((n) => n > 0)) {
      await recordAuditEvent(
        trx,
        { at: actor.at, by: actor.by, action: 'delete', resource: 'sample-data', recordId: null, before: namesOf(plan), after: null },
        actor.log,
      );
    }
    return { removed, kept: plan.keep };
  });
}

/** What the history keeps of a removal: each kind's names (a table as guests read it), the counts of what went with them. */
function namesOf(plan: Plan): Record<string, unknown> {
  const names: Record<string, unknown> = {};
  for (const kind of KIND_NAMES) {
    const rows = plan.remove[kind];
    if (rows.length === 0) continue;
    names[COUNTED_AS[kind]] = rows.map((row) => (kind === 'diningTables' ? tableLabel(row.name, 'Masa') : row.name));
  }
  if (plan.accountEntries > 0) names.accountEntries = plan.accountEntries;
  if (plan.reviews > 0) names.reviews = plan.reviews;
  if (plan.details) names.settings = plan.details.restaurantName;
  return names;
}
