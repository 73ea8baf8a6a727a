import { daySales, daySalesQuery } from '../../../shared/schemas/day-sales.js';
import { guestReport, reportQuery } from '../../../shared/schemas/report.js';
import type { ServerContext } from '../../platform/context.js';
import { refusals, type Api } from '../../platform/http/contract.js';
import { downloadRoute } from '../../platform/http/download.js';
import { getSettings } from '../settings/queries.js';
import { businessDayOf, daySalesCsv, daySalesXlsx, readDaySales } from './day-sales.js';
import { readReport, reportCsv, reportSpan } from './queries.js';

const tags = ['Raporlar'];

/** 'Raporlar' (admins): what guests did on the menu, per day, over the last 7, 30 or 90 days, and as CSV. */
export function reportRoutes(app: Api, { db, today, timeZone, now }: ServerContext): void {
  app.get('/reports', { schema: { tags, querystring: reportQuery, response: { 200: guestReport, ...refusals(400) } } }, async (request) =>
    readReport(db, request.query.days, today(), timeZone),
  );

  // 'Gün sonu' (D60): a business day's sales, today's (until the owner's day end) unless another is asked for.
  const dayReport = async (day: string | undefined) => {
    const { dayEndsAt } = await getSettings(db);
    return readDaySales(db, day ?? businessDayOf(now(), timeZone, dayEndsAt), timeZone, dayEndsAt);
  };
  app.get(
    '/reports/day',
    {
      schema: {
        tags,
        description:
          "One business day's sales (`day`, today's by default), from the owner's day end to the next: by payment method, category, dish and waiter, VAT by rate, tips, discounts, ikram and voids with why and who, bills reopened, tables still open.",
        querystring: daySalesQuery,
        response: { 200: daySales, ...refusals(400) },
      },
    },
    async (request) => dayReport(request.query.day),
  );
  downloadRoute(app, '/reports/day.csv', {
    tags,
    description: "'Gün sonu' as CSV for Excel in Turkish: section, name, count, amount.",
    type: 'text/csv; charset=utf-8',
    querystring: daySalesQuery,
    file: async ({ day }) => {
      const report = await dayReport(day);
      return { name: `gun-sonu-${report.day}.csv`, content: daySalesCsv(report) };
    },
  });
  downloadRoute(app, '/reports/day.xlsx', {
    tags,
    description: "'Gün sonu' as an Excel workbook.",
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    querystring: daySalesQuery,
    file: async ({ day }) => {
      const report = await dayReport(day);
      return { name: `gun-sonu-${report.day}.xlsx`, content: await daySalesXlsx(report) };
    },
  });

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
