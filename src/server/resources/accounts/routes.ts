import { z } from 'zod';
import { calendarDayIn } from '../../../shared/calendar.js';
import {
  accountInput,
  accountListQuery,
  accountPage,
  accountRecord,
  accountSummary as accountSummaryAnswer,
  accountUpdate,
} from '../../../shared/schemas/account.js';
import { accountStatement, entryInput, entryRecord, reversalInput, statementQuery } from '../../../shared/schemas/ledger.js';
import { actorOf } from '../../platform/audit/audited.js';
import type { ServerContext } from '../../platform/context.js';
import { idParams, pathId, refusals, type Api } from '../../platform/http/contract.js';
import { conflict } from '../../platform/http/errors.js';
import { isForeignKeyViolation } from '../../platform/records/db-errors.js';
import { plainRecordRoutes } from '../../platform/records/record-routes.js';
import { addEntry, checkLedgers, listEntries, MISSING_ENTRY, reverseEntry } from './ledger.js';
import { accountsCsv } from './export.js';
import { anonymiseAccount, exportPersonalData, personalData } from './personal-data.js';
import { statementCsv, statementOf } from './statement.js';
import { accountSummary, getAccount, listAccounts, MISSING, NEW_ACCOUNT_TOTALS, toColumns } from './queries.js';

const tags = ['Hesaplar'];

const ledgerCheck = z.object({
  checked: z.number().int().nonnegative(),
  drifts: z.array(
    z.object({ accountId: z.number().int(), customerName: z.string(), storedKurus: z.number().int(), entriesKurus: z.number().int() }),
  ),
});

export function accountRoutes(app: Api, context: ServerContext): void {
  const { db, dialect, now, timeZone } = context;
  const today = () => calendarDayIn(timeZone, now());
  app.get(
    '/accounts',
    { schema: { tags, querystring: accountListQuery, response: { 200: accountPage, ...refusals(400) } } },
    async (request) => listAccounts(db, request.query, today()),
  );
  app.get(
    '/accounts/export.csv',
    {
      schema: {
        tags,
        description: 'Every account with its figures, as CSV for Excel in Turkish (UTF-8 with a BOM, `;`, decimal commas), streamed.',
        response: { 200: z.string().describe('text/csv') },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="hesaplar-${today()}.csv"`)
        .header('cache-control', 'no-store')
        .send(
          // Fastify writes a stream as it comes, past the serializer; the schema describes it for the reference.
          accountsCsv(db) as unknown as string,
        ),
  );
  app.get('/accounts/summary', { schema: { tags, response: { 200: accountSummaryAnswer } } }, async () => accountSummary(db, today()));
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

  app.get(
    '/accounts/:id/statement',
    {
      schema: { tags, params: idParams(MISSING), querystring: statementQuery, response: { 200: accountStatement, ...refusals(400, 404) } },
    },
    async (request) => statementOf(db, request.params.id, request.query),
  );

  app.get(
    '/accounts/:id/statement.csv',
    {
      schema: {
        tags,
        description: 'The statement as CSV for Excel in Turkish: UTF-8 with a BOM, `;` separated, decimal commas.',
        params: idParams(MISSING),
        querystring: statementQuery,
        response: { 200: z.string().describe('text/csv'), ...refusals(400, 404) },
      },
    },
    async (request, reply) => {
      const statement = await statementOf(db, request.params.id, request.query);
      const file = `ekstre-${statement.from}-${statement.to}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'no-store')
        .send(statementCsv(statement));
    },
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

  // Personal data (KVKK), admins only: a customer's data to download, and an account to anonymise.
  app.get(
    '/accounts/:id/personal-data',
    {
      config: { role: 'admin' },
      schema: { tags, params: idParams(MISSING), response: { 200: personalData, ...refusals(403, 404) } },
    },
    async (request, reply) => {
      const data = await exportPersonalData(db, actorOf(request, dialect, now()), request.params.id);
      return reply
        .header('content-disposition', `attachment; filename="kisisel-veriler-hesap-${request.params.id}.json"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );
  app.post(
    '/accounts/:id/anonymise',
    {
      config: { role: 'admin' },
      schema: { tags, params: idParams(MISSING), response: { 200: accountRecord, ...refusals(403, 404, 409) } },
    },
    async (request) => {
      await anonymiseAccount(db, actorOf(request, dialect, now()), request.params.id);
      return getAccount(db, request.params.id);
    },
  );

  // 'Defter kontrolü': admins compare every stored balance with the sum of its entries.
  app.get(
    '/accounts/ledger-check',
    { config: { role: 'admin' }, schema: { tags, response: { 200: ledgerCheck, ...refusals(403) } } },
    async () => checkLedgers(db),
  );
}
