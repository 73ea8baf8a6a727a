import { z } from 'zod';
import { guestReport, reportQuery } from '../../../shared/schemas/report.js';
import type { ServerContext } from '../../platform/context.js';
import { refusals, type Api } from '../../platform/http/contract.js';
import { readReport, reportCsv, reportSpan } from './queries.js';

const tags = ['Raporlar'];

/** 'Raporlar' (admins): what guests did on the menu, per day, over the last 7, 30 or 90 days, and as CSV. */
export function reportRoutes(app: Api, { db, today, timeZone }: ServerContext): void {
  app.get('/reports', { schema: { tags, querystring: reportQuery, response: { 200: guestReport, ...refusals(400) } } }, async (request) =>
    readReport(db, request.query.days, today(), timeZone),
  );

  app.get(
    '/reports/export.csv',
    {
      schema: {
        tags,
        description: 'Every daily total of the span (day, what, which, how many), as CSV for Excel in Turkish.',
        querystring: reportQuery,
        response: { 200: z.string().describe('text/csv'), ...refusals(400) },
      },
    },
    async (request, reply) => {
      const { days } = request.query;
      const { from, to } = reportSpan(days, today());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="raporlar-${from}-${to}.csv"`)
        .header('cache-control', 'no-store')
        .send(await reportCsv(db, days, to, timeZone));
    },
  );
}
