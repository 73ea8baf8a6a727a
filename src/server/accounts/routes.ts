import { z } from 'zod';
import { calendarDayIn } from '../../shared/calendar.js';
import { accountInput, accountListQuery, accountRecord, accountUpdate } from '../../shared/schemas/account.js';
import { entryInput, entryRecord, reversalInput } from '../../shared/schemas/ledger.js';
import { actorOf } from '../audit/audited.js';
import { requireRole } from '../auth/guards.js';
import type { ServerContext } from '../context.js';
import { idParams, pathId, refusals, type Api } from '../http/contract.js';
import { conflict } from '../http/errors.js';
import { isForeignKeyViolation } from '../records/db-errors.js';
import { plainRecordRoutes } from '../records/record-routes.js';
import { addEntry, checkLedgers, listEntries, MISSING_ENTRY, reverseEntry } from './ledger.js';
import { getAccount, listAccounts, MISSING, NEW_ACCOUNT_TOTALS, toColumns } from './queries.js';

const tags = ['Hesaplar'];

const ledgerCheck = z.object({
  checked: z.number().int().nonnegative(),
  drifts: z.array(
    z.object({ accountId: z.number().int(), customerName: z.string(), storedKurus: z.number().int(), entriesKurus: z.number().int() }),
  ),
});

export function accountRoutes(app: Api, context: ServerContext): void {
  const { db, dialect, now, timeZone } = context;
  app.get(
    '/accounts',
    { schema: { tags, querystring: accountListQuery, response: { 200: z.array(accountRecord), ...refusals(400) } } },
    async (request) => listAccounts(db, request.query.q ?? ''),
  );
  plainRecordRoutes(app, context, {
    table: 'accounts',
    tags,
    missing: MISSING,
    input: accountInput,
    update: accountUpdate,
    record: accountRecord,
    toColumns,
    newColumns: NEW_ACCOUNT_TOTALS,
    read: getAccount,
    rethrowDelete(error) {
      // Its ledger keeps it: entries are never deleted (D34).
      if (isForeignKeyViolation(error)) throw conflict('Kayıtları olan bir hesap silinemez: pasif yapabilirsiniz.');
      throw error;
    },
  });

  app.get(
    '/accounts/:id',
    { schema: { tags, params: idParams(MISSING), response: { 200: accountRecord, ...refusals(404) } } },
    async (request) => getAccount(db, request.params.id),
  );

  app.get(
    '/accounts/:id/entries',
    { schema: { tags, params: idParams(MISSING), response: { 200: z.array(entryRecord), ...refusals(404) } } },
    async (request) => listEntries(db, request.params.id),
  );

  app.post(
    '/accounts/:id/entries',
    { schema: { tags, params: idParams(MISSING), body: entryInput, response: { 201: accountRecord, ...refusals(400, 404, 409) } } },
    async (request, reply) => {
      const actor = actorOf(request, dialect, now());
      await addEntry(db, actor, request.params.id, request.body, calendarDayIn(timeZone, actor.at));
      return reply.code(201).send(await getAccount(db, request.params.id));
    },
  );

  app.post(
    '/accounts/:id/entries/:entryId/reversal',
    {
      schema: {
        tags,
        params: z.strictObject({ id: pathId(MISSING), entryId: pathId(MISSING_ENTRY) }),
        body: reversalInput,
        response: { 201: accountRecord, ...refusals(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request, dialect, now());
      const { id, entryId } = request.params;
      await reverseEntry(db, actor, id, entryId, request.body.reason, calendarDayIn(timeZone, actor.at));
      return reply.code(201).send(await getAccount(db, id));
    },
  );

  // 'Defter kontrolü': admins compare every stored balance with the sum of its entries.
  app.get(
    '/accounts/ledger-check',
    { preHandler: requireRole('admin'), schema: { tags, response: { 200: ledgerCheck, ...refusals(403) } } },
    async () => checkLedgers(db),
  );
}
