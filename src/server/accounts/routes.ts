import { z } from 'zod';
import { accountInput, accountListQuery, accountRecord, accountUpdate } from '../../shared/schemas/account.js';
import type { ServerContext } from '../context.js';
import { refusals, type Api } from '../http/contract.js';
import { plainRecordRoutes } from '../records/record-routes.js';
import { getAccount, listAccounts, MISSING, toColumns } from './queries.js';

const tags = ['Hesaplar'];

export function accountRoutes(app: Api, context: ServerContext): void {
  app.get(
    '/accounts',
    { schema: { tags, querystring: accountListQuery, response: { 200: z.array(accountRecord), ...refusals(400) } } },
    async (request) => listAccounts(context.db, request.query.q ?? ''),
  );
  plainRecordRoutes(app, context, {
    table: 'accounts',
    tags,
    missing: MISSING,
    input: accountInput,
    update: accountUpdate,
    record: accountRecord,
    toColumns,
    read: getAccount,
  });
}
