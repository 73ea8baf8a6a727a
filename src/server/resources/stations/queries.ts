import type { Kysely, Transaction } from 'kysely';
import { stationRecord, type AdminStation, type StationData } from '../../../shared/schemas/station.js';
import { foldTurkish } from '../../../shared/text.js';
import { auditedChange, auditedCreate, type Actor } from '../../platform/audit/audited.js';
import { lockKey, type DialectName } from '../../platform/db/dialect.js';
import type { Database, StationRow } from '../../platform/db/schema.js';
import { conflict, HttpError, notFound } from '../../platform/http/errors.js';
import { isUniqueViolation } from '../../platform/records/db-errors.js';
import { columnWriter, recordReader } from '../../platform/records/columns.js';
import { deleteById, updateVersioned } from '../../platform/records/versioned.js';

export const MISSING = 'İstasyon bulunamadı';
const NAME_TAKEN = 'Bu adda bir istasyon zaten var';

/**
 * Every change of the stations takes this lock: which one is the default (exactly one), and
 * which station prepares a category or a dish (one at most), are read and written together.
 */
const LOCK = 'stations';

type Executor = Kysely<Database> | Transaction<Database>;

/** The columns a form writes; the default flag is written apart, once the former default is let go. */
const writeColumns = columnWriter('stations', (input: StationData) => ({ nameKey: foldTurkish(input.name) }));
const toColumns = (input: StationData) => {
  const { isDefault: _written_apart, ...columns } = writeColumns(input);
  return columns;
};

const readStation = recordReader<StationRow & { categoryIds: number[]; productIds: number[] }, AdminStation>(stationRecord, {});

/** Every station, the default first, then as they were added. */
export async function listStations(db: Executor): Promise<AdminStation[]> {
  const [rows, categories, products] = await Promise.all([
    db.selectFrom('stations').selectAll().orderBy('isDefault', 'desc').orderBy('id').execute(),
    db.selectFrom('stationCategories').selectAll().orderBy('categoryId').execute(),
    db.selectFrom('stationProducts').selectAll().orderBy('productId').execute(),
  ]);
  return rows.map((row) =>
    readStation({
      ...row,
      categoryIds: categories.filter((link) => link.stationId === row.id).map((link) => link.categoryId),
      productIds: products.filter((link) => link.stationId === row.id).map((link) => link.productId),
    }),
  );
}

export async function getStation(db: Executor, id: number): Promise<AdminStation> {
  const row = await db.selectFrom('stations').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MISSING);
  const [categories, products] = await Promise.all([
    db.selectFrom('stationCategories').select('categoryId').where('stationId', '=', id).orderBy('categoryId').execute(),
    db.selectFrom('stationProducts').select('productId').where('stationId', '=', id).orderBy('productId').execute(),
  ]);
  return readStation({ ...row, categoryIds: categories.map((c) => c.categoryId), productIds: products.map((p) => p.productId) });
}

/**
 * A change of the stations in a transaction holding their lock, taken first: before the change
 * history locks the station's row, so two changes never wait on each other's rows.
 */
function lockedChange<T>(db: Kysely<Database>, dialect: DialectName, change: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, dialect, LOCK);
    return change(trx);
  });
}

/**
 * What a station keeps beside its row, under the stations' lock: its categories and dishes (each
 * at one station only: another's is refused, naming it), and the default flag (made default, the
 * former default lets go; the default cannot let go itself, so there is always one).
 */
async function writeRouting(trx: Transaction<Database>, id: number, input: StationData): Promise<void> {
  const current = await trx.selectFrom('stations').select('isDefault').where('id', '=', id).executeTakeFirstOrThrow();
  if (input.isDefault && current.isDefault !== 1) {
    await trx.updateTable('stations').set({ isDefault: 0 }).where('isDefault', '=', 1).execute();
    await trx.updateTable('stations').set({ isDefault: 1 }).where('id', '=', id).execute();
  } else if (!input.isDefault && current.isDefault === 1) {
    throw conflict('Varsayılan istasyon kalmalı: önce başka bir istasyonu varsayılan yapın.', {
      isDefault: 'Başka bir istasyonu varsayılan yaparak değiştirin',
    });
  }
  await claim(trx, id, input.categoryIds, 'stationCategories', 'categoryId', 'categories', 'categoryIds');
  await claim(trx, id, input.productIds, 'stationProducts', 'productId', 'products', 'productIds');
}

/** The station's categories (or dishes) become `ids`: none of them another station's, each one there. */
async function claim(
  trx: Transaction<Database>,
  id: number,
  ids: readonly number[],
  links: 'stationCategories' | 'stationProducts',
  column: 'categoryId' | 'productId',
  records: 'categories' | 'products',
  field: 'categoryIds' | 'productIds',
): Promise<void> {
  // Typed as the categories' links: both tables have a station and one other id, `column`.
  const table = links as 'stationCategories';
  const key = column as 'categoryId';
  await trx.deleteFrom(table).where('stationId', '=', id).execute();
  if (ids.length === 0) return;
  const found = await trx.selectFrom(records).select(['id', 'nameTr']).where('id', 'in', ids).execute();
  if (found.length !== ids.length) {
    throw new HttpError(400, 'validation', 'Seçilenlerden biri artık yok.', { [field]: 'Seçilenlerden biri artık yok: sayfayı yenileyin' });
  }
  const taken = await trx
    .selectFrom(`${table} as l`)
    .innerJoin('stations as s', 's.id', 'l.stationId')
    .select([`l.${key}` as 'l.categoryId', 's.name'])
    .where(`l.${key}` as 'l.categoryId', 'in', ids)
    .execute();
  if (taken[0]) {
    const name = found.find((record) => record.id === taken[0]!.categoryId)?.nameTr ?? '';
    const message = `${name} başka bir istasyonda: ${taken[0].name}`;
    throw conflict(`${message}.`, { [field]: message });
  }
  await trx
    .insertInto(table)
    .values(ids.map((other) => ({ [key]: other, stationId: id })))
    .execute();
}

/** A name another station has, the Turkish way, as the form's message. */
function rethrowName(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict(`${NAME_TAKEN}.`, { name: NAME_TAKEN });
  throw error;
}

export async function createStation(db: Kysely<Database>, actor: Actor, input: StationData): Promise<AdminStation> {
  const stamp = actor.at.toISOString();
  const id = await lockedChange(db, actor.dialect, async (trx) => {
    const { id } = await trx
      .insertInto('stations')
      .values({ ...toColumns(input), isDefault: 0, createdAt: stamp, updatedAt: stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeRouting(trx, id, input);
    await auditedCreate(trx, actor, 'stations', id, getStation);
    return id;
  }).catch(rethrowName);
  return getStation(db, id);
}

export async function updateStation(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  version: number,
  input: StationData,
): Promise<AdminStation> {
  await lockedChange(db, actor.dialect, (trx) =>
    auditedChange(trx, actor, { action: 'update', resource: 'stations', id, read: getStation }, async (changing) => {
      await updateVersioned(changing, 'stations', id, version, toColumns(input), actor.at, MISSING);
      await writeRouting(changing, id, input);
    }),
  ).catch(rethrowName);
  return getStation(db, id);
}

/**
 * Deletes a station but the default: its categories and dishes go to the default station, and
 * so do its tickets still waiting (a ticket whose station is gone shows on the default's screen).
 */
export async function deleteStation(db: Kysely<Database>, actor: Actor, id: number): Promise<void> {
  await lockedChange(db, actor.dialect, (trx) =>
    auditedChange(trx, actor, { action: 'delete', resource: 'stations', id, read: getStation }, async (changing) => {
      const station = await changing.selectFrom('stations').select('isDefault').where('id', '=', id).executeTakeFirst();
      if (station?.isDefault === 1) throw conflict('Varsayılan istasyon silinemez: önce başka bir istasyonu varsayılan yapın.');
      await deleteById(changing, 'stations', id, MISSING);
    }),
  );
}

/**
 * Which station prepares each of these dishes: the dish's own, else its category's, else the
 * default. A dish no longer on the menu goes to the default too: never nowhere.
 */
export async function stationsOf(db: Executor, productIds: readonly (number | null)[]): Promise<Map<number | null, StationRow>> {
  const ids = [...new Set(productIds.filter((id): id is number => id !== null))];
  const stations = await db.selectFrom('stations').selectAll().execute();
  const byId = new Map(stations.map((station) => [station.id, station]));
  const fallback = stations.find((station) => station.isDefault === 1);
  if (!fallback) throw new Error('No station is the default: migration 033 makes one, and it is never deleted.');
  const [own, products] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db.selectFrom('stationProducts').selectAll().where('productId', 'in', ids).execute(),
          db
            .selectFrom('products as p')
            .leftJoin('stationCategories as c', 'c.categoryId', 'p.categoryId')
            .select(['p.id', 'c.stationId'])
            .where('p.id', 'in', ids)
            .execute(),
        ]);
  const routes = new Map<number | null, StationRow>([[null, fallback]]);
  for (const id of ids) {
    const stationId = own.find((link) => link.productId === id)?.stationId ?? products.find((p) => p.id === id)?.stationId;
    routes.set(id, (stationId !== null && stationId !== undefined && byId.get(stationId)) || fallback);
  }
  return routes;
}
