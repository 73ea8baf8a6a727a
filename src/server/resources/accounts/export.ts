import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { CSV_BOM, csvAmount, csvDay, csvRow } from '../../platform/csv.js';
import type { Database } from '../../platform/db/schema.js';

/** Accounts read at a time: the export's memory stays that of one batch, whatever the books' size. */
const BATCH = 500;

const HEADER = [
  'Müşteri',
  'Yetkili kişi',
  'Telefon',
  'E-posta',
  'Adres',
  'Toplam borç',
  'Ödenen',
  'Kalan',
  'Son ödeme',
  'Durum',
  'Kredi limiti',
  'Aktif',
];

/**
 * Every account with its figures as CSV for Excel in Turkish (platform/csv.ts), streamed: the rows are
 * read in batches by id and written as the client takes them.
 */
export function accountsCsv(db: Kysely<Database>): Readable {
  async function* rows(): AsyncGenerator<string> {
    yield CSV_BOM + csvRow(HEADER);
    let after = 0;
    for (;;) {
      const batch = await db.selectFrom('accounts').selectAll().where('id', '>', after).orderBy('id').limit(BATCH).execute();
      if (batch.length === 0) return;
      yield batch
        .map((account) =>
          csvRow([
            account.customerName,
            account.name,
            account.phone,
            account.email,
            account.address,
            csvAmount(account.totalDebtKurus),
            csvAmount(account.paidAmountKurus),
            csvAmount(account.remainingDebtKurus),
            csvDay(account.lastPaymentDate),
            account.status,
            account.creditLimitKurus === null ? '' : csvAmount(account.creditLimitKurus),
            account.isActive === 1 ? 'Evet' : 'Hayır',
          ]),
        )
        .join('');
      after = batch.at(-1)!.id;
    }
  }
  return Readable.from(rows());
}
