import { z } from 'zod';
import { stationInput, stationRecord, stationUpdate } from '../../../shared/schemas/station.js';
import { actorOf } from '../../platform/audit/audited.js';
import type { ServerContext } from '../../platform/context.js';
import { idParams, noContent, refusals, type Api } from '../../platform/http/contract.js';
import { createStation, deleteStation, listStations, MISSING, updateStation } from './queries.js';

const tags = ['İstasyonlar'];

/**
 * 'İstasyonlar' (admins): the kitchen's and the bar's stations, the categories and dishes each
 * prepares, and which one takes the rest. Every signed-in person, the kitchen's too, reads the
 * list: a station's screen is picked from it.
 */
export function stationRoutes(app: Api, { db, dialect, now }: ServerContext): void {
  const params = idParams(MISSING);
  // No station is on the menu guests read.
  const config = { changesMenu: false } as const;

  app.get('/stations', { schema: { tags, response: { 200: z.array(stationRecord) } }, config: { ...config, role: 'kitchen' } }, async () =>
    listStations(db),
  );
  app.post(
    '/stations',
    { schema: { tags, body: stationInput, response: { 201: stationRecord, ...refusals(400, 409) } }, config },
    async (request, reply) => reply.code(201).send(await createStation(db, actorOf(request, dialect, now()), request.body)),
  );
  app.put(
    '/stations/:id',
    { schema: { tags, params, body: stationUpdate, response: { 200: stationRecord, ...refusals(400, 404, 409) } }, config },
    async (request) => {
      const { version, ...input } = request.body;
      return updateStation(db, actorOf(request, dialect, now()), request.params.id, version, input);
    },
  );
  app.delete(
    '/stations/:id',
    { schema: { tags, params, response: { 204: noContent, ...refusals(404, 409) } }, config },
    async (request, reply) => {
      await deleteStation(db, actorOf(request, dialect, now()), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
