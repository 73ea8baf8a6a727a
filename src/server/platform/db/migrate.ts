import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './connect.js';
import type { DialectName } from './dialect.js';
import { initial } from './migrations/001-initial.js';
import { nameKeys } from './migrations/002-name-keys.js';
import { loginDevices } from './migrations/003-login-devices.js';
import { auditEvents } from './migrations/004-audit-events.js';
import { accountCreditLimit } from './migrations/005-account-credit-limit.js';
import { media } from './migrations/006-media.js';
import { productAllergens } from './migrations/007-product-allergens.js';
import { productSoldOut } from './migrations/008-product-sold-out.js';
import { productSizes } from './migrations/009-product-sizes.js';
import { settings } from './migrations/010-settings.js';
import { availability } from './migrations/011-availability.js';
import { accountLedger } from './migrations/012-account-ledger.js';
import { auditExport } from './migrations/013-audit-export.js';
import { tablesAndPrint } from './migrations/014-tables-and-print.js';
import { reviewRequestIds } from './migrations/015-review-request-ids.js';
import { accountTotals } from './migrations/016-account-totals.js';
import { formerAddresses } from './migrations/017-former-addresses.js';
import { productCalories } from './migrations/018-product-calories.js';
import { reviewLanguage } from './migrations/019-review-language.js';
import { translations } from './migrations/020-translations.js';
import { englishRows } from './migrations/021-english-rows.js';
import { priceBatches } from './migrations/022-price-batches.js';
import { productGrams } from './migrations/023-product-grams.js';
import { priceHistory } from './migrations/024-price-history.js';
import { scheduledPrices } from './migrations/025-scheduled-prices.js';
import { sampleRecords } from './migrations/026-sample-records.js';
import { serviceRequests } from './migrations/027-service-requests.js';
import { guestEvents } from './migrations/028-guest-events.js';
import { productNameKeys } from './migrations/029-product-name-keys.js';
import { orders } from './migrations/030-orders.js';
import { orderLineLanguage } from './migrations/031-order-line-language.js';
import { dishOptions } from './migrations/032-dish-options.js';
import { stations } from './migrations/033-stations.js';
import { bills } from './migrations/034-bills.js';
import { approvalPins } from './migrations/035-approval-pins.js';

/** Versioned migrations, in order. Names never change once released. */
export function migrations(dialect: DialectName): Record<string, Migration> {
  return {
    '001-initial': initial(dialect),
    '002-name-keys': nameKeys(dialect),
    '003-login-devices': loginDevices(),
    '004-audit-events': auditEvents(dialect),
    '005-account-credit-limit': accountCreditLimit(),
    '006-media': media(dialect),
    '007-product-allergens': productAllergens(),
    '008-product-sold-out': productSoldOut(),
    '009-product-sizes': productSizes(),
    '010-settings': settings(),
    '011-availability': availability(),
    '012-account-ledger': accountLedger(dialect),
    '013-audit-export': auditExport(dialect),
    '014-tables-and-print': tablesAndPrint(dialect),
    '015-review-request-ids': reviewRequestIds(),
    '016-account-totals': accountTotals(dialect),
    '017-former-addresses': formerAddresses(),
    '018-product-calories': productCalories(),
    '019-review-language': reviewLanguage(),
    '020-translations': translations(),
    '021-english-rows': englishRows(dialect),
    '022-price-batches': priceBatches(dialect),
    '023-product-grams': productGrams(),
    '024-price-history': priceHistory(dialect),
    '025-scheduled-prices': scheduledPrices(dialect),
    '026-sample-records': sampleRecords(),
    '027-service-requests': serviceRequests(dialect),
    '028-guest-events': guestEvents(dialect),
    '029-product-name-keys': productNameKeys(dialect),
    '030-orders': orders(dialect),
    '031-order-line-language': orderLineLanguage(),
    '032-dish-options': dishOptions(),
    '033-stations': stations(dialect),
    '034-bills': bills(dialect),
    '035-approval-pins': approvalPins(),
  };
}

/** The names of every migration, in the order they run. */
export const migrationNames = (): string[] => Object.keys(migrations('sqlite'));

/**
 * Brings the schema up to date; runs at every start and is a no-op when nothing is new. A start
 * that finds every migration run already, in order, is done after one read: Kysely's migrator
 * first looks the migrations' table up among every table's columns (22 ms of PostgreSQL's time
 * per start on a 2-core host) and takes its lock to find nothing to do.
 */
export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  if (await upToDate(handle)) return;
  const { db, dialect } = handle;
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  // On PostgreSQL, name the schema: Kysely otherwise looks for its bookkeeping tables in every
  // schema and may find another schema's (another app's, or another test run's).
  const schema =
    dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Whether every migration has run, in the order the migrator would have them (by the time each
 * ran, then by name): anything else (a new migration, an unknown one, one out of order) is the
 * migrator's to run or to refuse.
 */
async function upToDate({ db, dialect }: DatabaseHandle): Promise<boolean> {
  const table =
    dialect === 'postgres'
      ? sql<{ found: string | null }>`select to_regclass('kysely_migration')::text as found`
      : sql<{ found: string | null }>`select name as found from sqlite_master where type = 'table' and name = 'kysely_migration'`;
  if (!(await table.execute(db)).rows[0]?.found) return false;
  const { rows } = await sql<{ name: string; timestamp: string }>`select name, "timestamp" from kysely_migration`.execute(db);
  const ran = rows
    .sort((a, b) => new Date(a.timestamp).getTime() - new Date(b.timestamp).getTime() || a.name.localeCompare(b.name))
    .map((row) => row.name);
  const names = migrationNames().sort();
  return ran.length === names.length && ran.every((name, index) => name === names[index]);
}
