import type { Kysely } from 'kysely';
import { z } from 'zod';
import { formatLira } from '../../../shared/money.js';
import { accountRecord } from '../../../shared/schemas/account.js';
import { auditEvent } from '../../../shared/schemas/audit.js';
import { entryRecord } from '../../../shared/schemas/ledger.js';
import { auditedChange, type Actor } from '../../platform/audit/audited.js';
import { toAuditEvent } from '../../platform/audit/queries.js';
import { recordAuditEvent } from '../../platform/audit/record.js';
import type { Database } from '../../platform/db/schema.js';
import { conflict } from '../../platform/http/errors.js';
import { listEntries } from './ledger.js';
import { ANY_VERSION, updateVersioned } from '../../platform/records/versioned.js';
import { getAccount, MISSING } from './queries.js';
import { accountSearchKey } from './search-key.js';

/** The fields of an account that say who the customer is (KVKK's personal data). */
const PERSONAL = ['customerName', 'name', 'email', 'phone', 'address', 'notes'] as const;

/** What the change history shows in place of personal data that was removed. */
export const REMOVED = '(anonimleştirildi)';

/** `GET /api/admin/accounts/:id/personal-data`: all the restaurant holds on a customer. */
export const personalData = z.object({
  exportedAt: z.string(),
  account: accountRecord,
  entries: z.array(entryRecord),
  // The account's own events: their record is this account, so they carry no record name.
  history: z.array(auditEvent.omit({ recordName: true })),
});
export type PersonalData = z.infer<typeof personalData>;

/**
 * Everything the restaurant holds on the customer of an account, for them to have (KVKK): the
 * account, its ledger and its change history. The download itself goes into the history.
 */
export async function exportPersonalData(db: Kysely<Database>, actor: Actor, accountId: number): Promise<PersonalData> {
  return db.transaction().execute(async (trx) => {
    const account = await getAccount(trx, accountId);
    const entries = await listEntries(trx, accountId);
    const rows = await trx
      .selectFrom('auditEvents')
      .selectAll()
      .where('resource', '=', 'accounts')
      .where('recordId', '=', accountId)
      .orderBy('id')
      .execute();
    const history = rows.map(toAuditEvent);
    await recordAuditEvent(
      trx,
      { at: actor.at, by: actor.by, action: 'export', resource: 'accounts', recordId: accountId, before: null, after: null },
      actor.log,
    );
    return { exportedAt: actor.at.toISOString(), account, entries, history };
  });
}

/**
 * Removes who the customer is from an account that owes nothing: the name becomes "Anonim
 * müşteri 12", the contact person, phone, e-mail, address and notes are emptied, and the same
 * fields are blanked in the account's change history. The ledger stays (the restaurant's own
 * books), and the history records that it was done, without the data.
 */
export async function anonymiseAccount(db: Kysely<Database>, actor: Actor, accountId: number): Promise<void> {
  // The history sees the account without its personal fields: the event says only that it was anonymised.
  const read = async (trx: Kysely<Database>, id: number) => {
    const account = await getAccount(trx, id);
    return Object.fromEntries(Object.entries(account).filter(([field]) => !(PERSONAL as readonly string[]).includes(field)));
  };
  await db.transaction().execute((trx) =>
    auditedChange(trx, actor, { action: 'update', resource: 'accounts', id: accountId, read }, async () => {
      const account = await getAccount(trx, accountId);
      if (account.anonymisedAt !== null) throw conflict('Bu hesap zaten anonimleştirildi');
      if (account.remainingDebtKurus !== 0) {
        throw conflict(`Borcu olan bir hesap anonimleştirilemez: kalan borç ${formatLira(account.remainingDebtKurus)}`);
      }
      const anonymous = { customerName: `Anonim müşteri ${accountId}`, name: '', email: '', phone: '', address: '', notes: '' };
      // A change of version like any other: a form loaded before this can no longer save the old name back.
      await updateVersioned(
        trx,
        'accounts',
        accountId,
        ANY_VERSION,
        { ...anonymous, searchKey: accountSearchKey(anonymous), anonymisedAt: actor.at.toISOString() },
        actor.at,
        MISSING,
      );
      const events = await trx
        .selectFrom('auditEvents')
        .select(['id', 'changes'])
        .where('resource', '=', 'accounts')
        .where('recordId', '=', accountId)
        .execute();
      for (const event of events) {
        const changes = JSON.parse(event.changes) as Record<string, { before: unknown; after: unknown }>;
        let touched = false;
        for (const field of PERSONAL) {
          const change = changes[field];
          if (!change) continue;
          changes[field] = { before: change.before === null ? null : REMOVED, after: change.after === null ? null : REMOVED };
          touched = true;
        }
        if (touched)
          await trx
            .updateTable('auditEvents')
            .set({ changes: JSON.stringify(changes) })
            .where('id', '=', event.id)
            .execute();
      }
    }),
  );
}
