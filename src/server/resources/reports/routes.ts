import { guestReport, reportQuery } from '../../../shared/schemas/report.js';
import type { ServerContext } from '../../platform/context.js';
import { refusals, type Api } from '../../platform/http/contract.js';
import { downloadRoute } from '../../platform/http/download.js';
import { readReport, reportCsv, reportSpan } from './queries.js';

const tags = ['Raporlar'];

/** 'Raporlar' (admins): what guests did on the menu, per day, over the last 7, 30 or 90 days, and as CSV. */
export function reportRoutes(app: Api, { db, today, timeZone }: ServerContext): void {
  app.get('/reports', { schema: { tags, querystring: reportQuery, response: { 200: guestReport, ...refusals(400) } } }, async (request) =>
    readReport(db, request.query.days, today(), timeZone),
  );

  downloadRoute(app, '/reports/export.csv', {
    tags,
    description: 'Every daily total of the span (day, what, which, how many), as CSV for Excel in Turkish.',
    type: 'text/csv; charset=utf-8',
    querystring: reportQuery,
    file: async ({ days }) => {
      const { from, to } = reportSpan(days, today());
      return { name: `raporlar-${from}-${to}.csv`, content: await reportCsv(db, days, to, timeZone) };
    },
  });
}
