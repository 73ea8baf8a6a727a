import type { Kysely } from 'kysely';
import { ENTRY_KIND_NAMES, PAYMENT_METHOD_NAMES } from '../../../shared/ledger.js';
import type { AccountEntry, AccountStatement, StatementQuery } from '../../../shared/schemas/ledger.js';
import { CSV_BOM, csvAmount, csvDay, csvRow } from '../../platform/csv.js';
import type { Database } from '../../platform/db/schema.js';
import { getSettings } from '../settings/queries.js';
import { listEntries } from './ledger.js';
import { getAccount } from './queries.js';

/**
 * 'Hesap ekstresi': the entries of `from`…`to` (both included) in date order, after the balance
 * brought forward from every earlier entry, with the restaurant's details as 'Ayarlar' has them.
 */
export async function statementOf(db: Kysely<Database>, accountId: number, { from, to }: StatementQuery): Promise<AccountStatement> {
  const account = await getAccount(db, accountId);
  const all = await listEntries(db, accountId);
  const before = all.filter((entry) => entry.day < from);
  const entries = all.filter((entry) => entry.day >= from && entry.day <= to);
  const openingKurus = before.at(-1)?.balanceAfterKurus ?? 0;
  const settings = await getSettings(db);
  return {
    from,
    to,
    customerName: account.customerName,
    name: account.name,
    phone: account.phone,
    address: account.address,
    restaurant: { name: settings.restaurantName, address: settings.address, phone: settings.phone },
    openingKurus,
    entries,
    closingKurus: entries.at(-1)?.balanceAfterKurus ?? openingKurus,
  };
}

/**
 * The statement as CSV for Excel in Turkish (platform/csv.ts). A reversal shows as a negative amount in
 * its entry's column, so each column adds up to what stands.
 */
export function statementCsv(statement: AccountStatement): string {
  const byId = new Map(statement.entries.map((entry) => [entry.id, entry]));
  const rows: string[][] = [
    ['Hesap ekstresi', statement.customerName],
    ['Dönem', `${csvDay(statement.from)} – ${csvDay(statement.to)}`],
    [],
    ['Tarih', 'Hareket', 'Açıklama', 'Borç', 'Ödeme', 'Bakiye', 'Giren'],
    [csvDay(statement.from), 'Devreden bakiye', '', '', '', csvAmount(statement.openingKurus), ''],
    ...statement.entries.map((entry) => entryRow(entry, byId)),
    [csvDay(statement.to), 'Dönem sonu bakiyesi', '', '', '', csvAmount(statement.closingKurus), ''],
  ];
  return CSV_BOM + rows.map(csvRow).join('');
}

function entryRow(entry: AccountEntry, byId: ReadonlyMap<number, AccountEntry>): string[] {
  const original = entry.reversesId === null ? undefined : byId.get(entry.reversesId);
  const undoesCharge = entry.kind === 'reversal' && original?.kind !== 'payment';
  const what =
    entry.kind === 'reversal'
      ? `Geri alma${original ? ` (${csvDay(original.day)} tarihli ${ENTRY_KIND_NAMES[original.kind].toLowerCase()})` : ''}`
      : entry.method
        ? `${ENTRY_KIND_NAMES[entry.kind]} (${PAYMENT_METHOD_NAMES[entry.method]})`
        : ENTRY_KIND_NAMES[entry.kind];
  const charge = entry.kind === 'charge' ? csvAmount(entry.amountKurus) : undoesCharge ? csvAmount(-entry.amountKurus) : '';
  const payment =
    entry.kind === 'payment'
      ? csvAmount(entry.amountKurus)
      : entry.kind === 'reversal' && !undoesCharge
        ? csvAmount(-entry.amountKurus)
        : '';
  const description = entry.reversedById === null ? entry.description : `${entry.description} (geri alındı)`.trim();
  return [csvDay(entry.day), what, description, charge, payment, csvAmount(entry.balanceAfterKurus), entry.createdByName];
}
