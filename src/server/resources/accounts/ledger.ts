import type { Insertable, Kysely, Transaction } from 'kysely';
import type { CalendarDay } from '../../../shared/calendar.js';
import { ledgerTotals, statusOf, type LedgerEntry } from '../../../shared/ledger.js';
import { formatLira } from '../../../shared/money.js';
import type { AccountEntry, EntryData } from '../../../shared/schemas/ledger.js';
import { auditedChange, type Actor } from '../../platform/audit/audited.js';
import type { AccountEntryRow, AccountEntryTable, Database } from '../../platform/db/schema.js';
import { conflict, fieldError, HttpError, notFound } from '../../platform/http/errors.js';
import { isUniqueViolation } from '../../platform/records/db-errors.js';
import { getAccount, MISSING } from './queries.js';

export const MISSING_ENTRY = 'Kayıt bulunamadı';

/**
 * Adds a charge or a payment to an account's ledger and brings the account's totals up to date,
 * in one transaction holding the account's row: two staff taking payments on one account at
 * once are served one after the other, each against the balance the other left.
 */
export async function addEntry(
  db: Kysely<Database>,
  actor: Actor,
  accountId: number,
  input: EntryData,
  today: CalendarDay,
): Promise<number> {
  if (input.day > today) throw fieldError('day', 'Tarih bugünden sonra olamaz');
  return db.transaction().execute((trx) => addEntryIn(trx, actor, accountId, input));
}

/**
 * addEntry in the caller's transaction, by the ledger's same rules (a bill put on a customer's
 * account, D60): the account's row held, a payment within what is owed, a charge over the credit
 * limit only when confirmed, an anonymised account refused.
 */
export async function addEntryIn(trx: Transaction<Database>, actor: Actor, accountId: number, input: EntryData): Promise<number> {
  return auditedChange(trx, actor, { action: 'update', resource: 'accounts', id: accountId, read: getAccount }, async () => {
    const account = await openAccountRow(trx, accountId);
    if (input.kind === 'payment' && input.amount > account.remainingDebtKurus) {
      throw fieldError('amount', `Ödeme kalan borçtan büyük olamaz: kalan borç ${formatLira(account.remainingDebtKurus)}`);
    }
    if (input.kind === 'payment') {
      const owed = owedFrom(await ledgerOf(trx, accountId), input.day);
      if (input.amount > owed) {
        throw fieldError('amount', `Ödeme ${dayText(input.day)} tarihindeki borçtan büyük olamaz: o gün kalan borç ${formatLira(owed)}`);
      }
    }
    const after = account.remainingDebtKurus + input.amount;
    const overLimit = input.kind === 'charge' && account.creditLimitKurus !== null && after > account.creditLimitKurus;
    if (overLimit && !input.confirmOverLimit) {
      throw new HttpError(
        409,
        'over_limit',
        `Bu borçla bakiye ${formatLira(after)} olur ve kredi limitini (${formatLira(account.creditLimitKurus!)}) aşar. Onaylıyor musunuz?`,
      );
    }
    const id = await insertEntry(trx, actor, {
      accountId,
      kind: input.kind,
      amountKurus: input.amount,
      day: input.day,
      method: input.kind === 'payment' ? input.method : null,
      description: input.description,
      reversesId: null,
      overLimitConfirmed: overLimit ? 1 : 0,
    });
    await writeTotals(trx, accountId, actor.at);
    return id;
  });
}

/**
 * Undoes a charge or a payment with a reversal entry that names it and says why; the entry
 * itself stays as it was. An entry is reversed once (the database refuses a second reversal),
 * a reversal is never reversed, and a charge whose reversal would leave the customer owed money
 * waits until the payments against it are reversed first.
 */
export async function reverseEntry(
  db: Kysely<Database>,
  actor: Actor,
  accountId: number,
  entryId: number,
  reason: string,
  today: CalendarDay,
): Promise<number> {
  return db
    .transaction()
    .execute((trx) =>
      auditedChange(trx, actor, { action: 'update', resource: 'accounts', id: accountId, read: getAccount }, async () => {
        const account = await openAccountRow(trx, accountId);
        const entry = await trx
          .selectFrom('accountEntries')
          .selectAll()
          .where('id', '=', entryId)
          .where('accountId', '=', accountId)
          .executeTakeFirst();
        if (!entry) throw notFound(MISSING_ENTRY);
        if (entry.kind === 'reversal') throw conflict('Bir geri alma kaydı geri alınamaz');
        const reversed = await trx.selectFrom('accountEntries').select('id').where('reversesId', '=', entryId).executeTakeFirst();
        if (reversed) throw conflict('Bu kayıt zaten geri alındı');
        if (entry.kind === 'charge' && entry.amountKurus > account.remainingDebtKurus) {
          throw conflict(
            `Bu borç geri alınırsa bakiye eksiye düşer (kalan borç ${formatLira(account.remainingDebtKurus)}): önce bu borca karşılık alınan ödemeleri geri alın`,
          );
        }
        const id = await insertEntry(trx, actor, {
          accountId,
          kind: 'reversal',
          amountKurus: entry.amountKurus,
          day: today,
          method: null,
          description: reason,
          reversesId: entryId,
          overLimitConfirmed: 0,
        });
        await writeTotals(trx, accountId, actor.at);
        return id;
      }),
    )
    .catch((error: unknown) => {
      // Another reversal of the same entry committed first.
      if (isUniqueViolation(error)) throw conflict('Bu kayıt zaten geri alındı');
      throw error;
    });
}

/** Adds one entry, signed by who enters it and when, by the server's clock. */
async function insertEntry(
  trx: Transaction<Database>,
  actor: Actor,
  entry: Omit<Insertable<AccountEntryTable>, 'createdById' | 'createdByName' | 'createdAt'>,
): Promise<number> {
  const { id } = await trx
    .insertInto('accountEntries')
    .values({ ...entry, createdById: actor.by.id, createdByName: actor.by.name, createdAt: actor.at.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function accountRow(db: Kysely<Database>, accountId: number) {
  const account = await db
    .selectFrom('accounts')
    .select(['remainingDebtKurus', 'creditLimitKurus', 'anonymisedAt'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (!account) throw notFound(MISSING);
  return account;
}

/** The account an entry is for: an anonymised account's books are closed and take no entry of any kind, not even a reversal. */
async function openAccountRow(db: Kysely<Database>, accountId: number) {
  const account = await accountRow(db, accountId);
  if (account.anonymisedAt !== null) throw conflict('Bu hesap anonimleştirildi: yeni kayıt girilemez');
  return account;
}

/** The account's entries as the ledger's rules read them. */
async function ledgerOf(db: Kysely<Database>, accountId: number): Promise<AccountEntryRow[]> {
  return db.selectFrom('accountEntries').selectAll().where('accountId', '=', accountId).orderBy('day').orderBy('id').execute();
}

const asLedgerEntry = (row: AccountEntryRow): LedgerEntry => ({
  id: row.id,
  kind: row.kind,
  amountKurus: row.amountKurus,
  day: row.day,
  reversesId: row.reversesId,
});

/** Writes the totals of the account's entries on its row (in the entry's transaction). */
export async function writeTotals(trx: Transaction<Database>, accountId: number, at: Date): Promise<void> {
  const totals = ledgerTotals((await ledgerOf(trx, accountId)).map(asLedgerEntry));
  await trx
    .updateTable('accounts')
    .set({
      totalDebtKurus: totals.chargedKurus,
      paidAmountKurus: totals.paidKurus,
      remainingDebtKurus: totals.balanceKurus,
      lastPaymentDate: totals.lastPaymentDay,
      oldestUnpaidDay: totals.oldestUnpaidDay,
      status: statusOf(totals),
      updatedAt: at.toISOString(),
    })
    .where('id', '=', accountId)
    .execute();
}

/** The account's entries in date order, each with the balance after it. */
export async function listEntries(db: Kysely<Database>, accountId: number): Promise<AccountEntry[]> {
  await accountRow(db, accountId);
  const rows = await ledgerOf(db, accountId);
  const reversedBy = new Map(rows.flatMap((row) => (row.reversesId === null ? [] : [[row.reversesId, row.id] as const])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  let balance = 0;
  return rows.map((row) => {
    balance += effectOf(row, byId);
    return {
      id: row.id,
      kind: row.kind,
      amountKurus: row.amountKurus,
      day: row.day,
      method: row.method,
      description: row.description,
      reversesId: row.reversesId,
      reversedById: reversedBy.get(row.id) ?? null,
      overLimitConfirmed: row.overLimitConfirmed === 1,
      createdByName: row.createdByName,
      createdAt: row.createdAt,
      balanceAfterKurus: balance,
    };
  });
}

/**
 * What a payment dated `day` may pay without leaving the customer in credit on any day: the
 * smallest balance the ledger shows from the end of that day on (entries in date order). A
 * payment dated before the charges it pays would otherwise leave them owed money until then.
 */
function owedFrom(rows: readonly AccountEntryRow[], day: CalendarDay): number {
  const byId = new Map(rows.map((row) => [row.id, row]));
  let balance = 0;
  let owed = 0;
  for (const row of rows) {
    balance += effectOf(row, byId);
    if (row.day <= day) owed = balance;
    else owed = Math.min(owed, balance);
  }
  return owed;
}

/** `2026-06-15` → `15.06.2026`, as the back office's messages write a day. */
function dayText(day: CalendarDay): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/** How an entry moves the balance: a charge up, a payment down, a reversal the opposite of what it undoes. */
function effectOf(row: AccountEntryRow, byId: ReadonlyMap<number, AccountEntryRow>): number {
  if (row.kind === 'charge') return row.amountKurus;
  if (row.kind === 'payment') return -row.amountKurus;
  return byId.get(row.reversesId ?? 0)?.kind === 'charge' ? -row.amountKurus : row.amountKurus;
}

/** An account whose stored totals differ from the sum of its entries. */
export interface LedgerDrift {
  accountId: number;
  customerName: string;
  storedKurus: number;
  entriesKurus: number;
}

/** 'Defter kontrolü': every account's stored balance against the sum of its entries. */
export async function checkLedgers(db: Kysely<Database>): Promise<{ checked: number; drifts: LedgerDrift[] }> {
  const accounts = await db.selectFrom('accounts').select(['id', 'customerName', 'remainingDebtKurus']).orderBy('id').execute();
  const entries = await db.selectFrom('accountEntries').selectAll().orderBy('id').execute();
  const byAccount = new Map<number, AccountEntryRow[]>();
  for (const entry of entries) {
    const list = byAccount.get(entry.accountId);
    if (list) list.push(entry);
    else byAccount.set(entry.accountId, [entry]);
  }
  const drifts: LedgerDrift[] = [];
  for (const account of accounts) {
    const { balanceKurus } = ledgerTotals((byAccount.get(account.id) ?? []).map(asLedgerEntry));
    if (balanceKurus !== account.remainingDebtKurus) {
      drifts.push({
        accountId: account.id,
        customerName: account.customerName,
        storedKurus: account.remainingDebtKurus,
        entriesKurus: balanceKurus,
      });
    }
  }
  return { checked: accounts.length, drifts };
}
