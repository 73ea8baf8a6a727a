import { z } from 'zod';
import {
  priceBatchRecord,
  priceChangeApply,
  priceChangeQuery,
  priceChangeSchedule,
  pricePreview,
  scheduledPriceRecord,
} from '../../../shared/schemas/prices.js';
import { actorOf } from '../../platform/audit/audited.js';
import type { ServerContext } from '../../platform/context.js';
import { idParams, refusals, type Api } from '../../platform/http/contract.js';
import { downloadRoute } from '../../platform/http/download.js';
import { priceHistoryCsv } from './history.js';
import { calendarDayIn } from '../../../shared/calendar.js';
import { cancelScheduled, getScheduled, listScheduled, MISSING_SCHEDULED, momentOf, scheduleChange } from './scheduled.js';
import { applyPrices, getBatch, listBatches, MISSING, previewPrices, undoBatch } from './queries.js';

const tags = ['Fiyat güncelleme'];

/**
 * 'Fiyat güncelle' (admins): a change of many prices, previewed (every price before and after),
 * then applied as one batch from what the preview read, and undone as a whole for a day.
 */
export function priceRoutes(app: Api, { db, dialect, now, timeZone }: ServerContext): void {
  app.get(
    '/prices/preview',
    { schema: { tags, querystring: priceChangeQuery, response: { 200: pricePreview, ...refusals(400) } } },
    async (request) => previewPrices(db, request.query.scope, request.query.rule, now()),
  );

  downloadRoute(app, '/prices/history.csv', {
    tags,
    description: 'Every price each dish and size has had, with the day and time it took effect, as CSV for Excel in Turkish.',
    type: 'text/csv; charset=utf-8',
    file: async () => ({ name: `fiyat-gecmisi-${calendarDayIn(timeZone, now())}.csv`, content: await priceHistoryCsv(db, timeZone) }),
  });

  app.get('/prices/batches', { schema: { tags, response: { 200: z.array(priceBatchRecord) } } }, async () => listBatches(db, now()));

  app.post(
    '/prices/batches',
    { schema: { tags, body: priceChangeApply, response: { 201: priceBatchRecord, ...refusals(400, 409) } } },
    async (request, reply) => {
      const actor = actorOf(request, dialect, now());
      const { scope, rule, basis } = request.body;
      const id = await applyPrices(db, actor, scope, rule, basis);
      return reply.code(201).send(await getBatch(db, id, actor.at));
    },
  );

  app.post(
    '/prices/batches/:id/undo',
    { schema: { tags, params: idParams(MISSING), response: { 200: priceBatchRecord, ...refusals(400, 404, 409) } } },
    async (request) => {
      const actor = actorOf(request, dialect, now());
      await undoBatch(db, actor, request.params.id);
      return getBatch(db, request.params.id, actor.at);
    },
  );

  // A change set for later ("1 Aralık 00:00"): applied once at its moment (scheduled.ts).
  app.get('/prices/scheduled', { schema: { tags, response: { 200: z.array(scheduledPriceRecord) } } }, async () =>
    listScheduled(db, now()),
  );

  app.post(
    '/prices/scheduled',
    { schema: { tags, body: priceChangeSchedule, response: { 201: scheduledPriceRecord, ...refusals(400) } } },
    async (request, reply) => {
      const actor = actorOf(request, dialect, now());
      const { scope, rule, effectiveAt } = request.body;
      const id = await scheduleChange(db, actor, { scope, rule }, momentOf(effectiveAt, timeZone, actor.at), timeZone);
      return reply.code(201).send(await getScheduled(db, id, actor.at));
    },
  );

  app.delete(
    '/prices/scheduled/:id',
    { schema: { tags, params: idParams(MISSING_SCHEDULED), response: { 200: scheduledPriceRecord, ...refusals(400, 404, 409) } } },
    async (request) => {
      const actor = actorOf(request, dialect, now());
      await cancelScheduled(db, actor, request.params.id, timeZone);
      return getScheduled(db, request.params.id, actor.at);
    },
  );
}
