import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  menuAddress,
  qrSettingsRecord,
  qrSettingsUpdate,
  tableRecord,
  tablesInput,
  tableUpdate,
  type DiningTable,
  type QrSettings,
} from '../../../shared/schemas/table.js';
import { slugOf } from '../../../shared/paths.js';
import { codesWarning } from '../../../shared/qr-address.js';
import { actorOf, changeAudited } from '../../platform/audit/audited.js';
import type { ServerContext } from '../../platform/context.js';
import { idParams, noContent, refusals, type Api } from '../../platform/http/contract.js';
import { conflict } from '../../platform/http/errors.js';
import { qrPng, qrSvg, type QrOptions } from './qr.js';
import { qrOptionsOf } from './qr-logo.js';
import { zipOf } from './zip.js';
import { flagOf, isUniqueViolation } from '../../platform/records/db-errors.js';
import { deleteById, updateVersioned } from '../../platform/records/versioned.js';
import { originOf } from '../../platform/http/html.js';
import {
  addTables,
  getQrSettings,
  getTable,
  listTables,
  MISSING,
  newTableKey,
  QR_SETTINGS_ID,
  tableColumns,
  takenTableNames,
} from './queries.js';

const tags = ['QR ve Baskı'];
const params = idParams(MISSING);
// `v` (any other parameter) is ignored: the back office adds one so a new address draws new pictures.
const format = z.object({
  format: z.enum(['svg', 'png'], { error: 'Biçim svg veya png olmalı' }).default('svg'),
});

/** A name already taken is a conflict with the stored tables, said under the field (as names-taken.ts does). */
const taken = (names: string[], field: string) => {
  const message = names.length === 1 ? `Bu adda bir masa zaten var: ${names[0]}` : `Bu adlarda masalar zaten var: ${names.join(', ')}`;
  return conflict(message, { [field]: message });
};

/**
 * The restaurant's tables, how their codes are drawn and where they point, and the codes
 * themselves (staff and admins: 'QR ve Baskı'). A table's name is unique the Turkish way by
 * the database's index, so two staff adding "1–20" at once make each table once.
 */
export function tableRoutes(app: Api, context: ServerContext): void {
  const { db, dialect, now, menuCache } = context;

  app.get('/tables', { schema: { tags, response: { 200: z.array(tableRecord) } } }, async () => listTables(db));

  app.post(
    '/tables',
    {
      schema: {
        tags,
        description:
          'Adds tables in bulk: names and ranges separated by commas or lines ("1–20", "Bahçe 1–6, Bar"), all or none; a name taken is a 409 naming those taken. With `onlyMissing`, only the tables not there yet are added. Answers every table.',
        body: tablesInput,
        response: { 201: z.array(tableRecord), ...refusals(400, 409) },
      },
      // A table is not on the menu: guests see nothing new.
      config: { changesMenu: false },
    },
    async (request, reply) => {
      const { names, onlyMissing } = request.body;
      await addTables(db, actorOf(request, dialect, now()), names, onlyMissing).catch(async (error: unknown) => {
        if (isUniqueViolation(error)) throw taken(await takenTableNames(db, names), 'names');
        throw error;
      });
      return reply.code(201).send(await listTables(db));
    },
  );

  app.put(
    '/tables/:id',
    {
      schema: { tags, params, body: tableUpdate, response: { 200: tableRecord, ...refusals(400, 404, 409) } },
      config: { changesMenu: false },
    },
    async (request) => {
      const { id } = request.params;
      const { name, version } = request.body;
      const actor = actorOf(request, dialect, now());
      await changeAudited(db, actor, { action: 'update', resource: 'tables', id, read: getTable }, (trx) =>
        updateVersioned(trx, 'diningTables', id, version, tableColumns(name), actor.at, MISSING),
      ).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw taken([name], 'name');
        throw error;
      });
      return getTable(db, id);
    },
  );

  app.put(
    '/tables/:id/key',
    {
      schema: {
        tags,
        description:
          "Renews the key a table's code carries: the cards printed before order nothing from then on (they still open the menu and call a waiter), so the table's card must be printed again.",
        params,
        body: z.strictObject({ version: tableUpdate.shape.version }),
        response: { 200: tableRecord, ...refusals(400, 404, 409) },
      },
      config: { changesMenu: false },
    },
    async (request) => {
      const { id } = request.params;
      const actor = actorOf(request, dialect, now());
      await changeAudited(db, actor, { action: 'update', resource: 'tables', id, read: getTable }, (trx) =>
        updateVersioned(trx, 'diningTables', id, request.body.version, { orderKey: newTableKey() }, actor.at, MISSING),
      );
      return getTable(db, id);
    },
  );

  app.delete(
    '/tables/:id',
    { schema: { tags, params, response: { 204: noContent, ...refusals(404) } }, config: { changesMenu: false } },
    async (request, reply) => {
      const { id } = request.params;
      await changeAudited(db, actorOf(request, dialect, now()), { action: 'delete', resource: 'tables', id, read: getTable }, (trx) =>
        deleteById(trx, 'diningTables', id, MISSING),
      );
      return reply.code(204).send(null);
    },
  );

  app.get('/qr-settings', { schema: { tags, response: { 200: qrSettingsRecord } } }, async () => getQrSettings(db));

  app.put(
    '/qr-settings',
    {
      schema: { tags, body: qrSettingsUpdate, response: { 200: qrSettingsRecord, ...refusals(400, 409) } },
      config: { changesMenu: false },
    },
    async (request) => {
      const { version, publicUrl, errorCorrection, wordmark } = request.body;
      const actor = actorOf(request, dialect, now());
      const read = (database: typeof db) => getQrSettings(database);
      await changeAudited(db, actor, { action: 'update', resource: 'qr-settings', id: QR_SETTINGS_ID, read }, (trx) =>
        updateVersioned(
          trx,
          'qrSettings',
          QR_SETTINGS_ID,
          version,
          { publicUrl, errorCorrection, wordmark: flagOf(wordmark) },
          actor.at,
          'QR ayarları bulunamadı',
        ),
      );
      return read(db);
    },
  );

  app.get(
    '/qr/menu',
    {
      schema: {
        tags,
        description: "The menu's own code (no table), as SVG or as a PNG at print resolution.",
        querystring: format,
        response: { 200: z.string().describe('image/svg+xml or image/png'), ...refusals(400) },
      },
    },
    async (request, reply) => {
      const settings = await qrOptionsOf(db, menuCache, await getQrSettings(db));
      return sendCode(reply, menuAddress(baseOf(settings, request), null), settings, request.query.format, 'menu');
    },
  );

  app.get(
    '/qr/tables/:id',
    {
      schema: {
        tags,
        description: "A table's code, opening the menu at it with its key (`/?masa=5&k=…`), as SVG or as a PNG at print resolution.",
        params,
        querystring: format,
        response: { 200: z.string().describe('image/svg+xml or image/png'), ...refusals(400, 404) },
      },
    },
    async (request, reply) => {
      const [settings, table, tables] = await Promise.all([
        getQrSettings(db).then((qr) => qrOptionsOf(db, menuCache, qr)),
        getTable(db, request.params.id),
        listTables(db),
      ]);
      // The same name as in the ZIP, so a file downloaded alone replaces its copy from there.
      const file = fileNamesOf(tables).get(table.id) ?? fileNameOf(table.name);
      return sendCode(reply, menuAddress(baseOf(settings, request), table), settings, request.query.format, file);
    },
  );

  app.get(
    '/qr/all.zip',
    {
      schema: {
        tags,
        description: "Every code at once: the menu's and each table's, as SVG and PNG, in one ZIP.",
        response: { 200: z.string().describe('application/zip') },
      },
    },
    async (request, reply) => {
      const [settings, tables] = await Promise.all([getQrSettings(db).then((qr) => qrOptionsOf(db, menuCache, qr)), listTables(db)]);
      const base = baseOf(settings, request);
      const fileNames = fileNamesOf(tables);
      const codes = [
        { file: 'menu', address: menuAddress(base, null) },
        ...tables.map((table) => ({ file: fileNames.get(table.id)!, address: menuAddress(base, table) })),
      ];
      const files: Record<string, Uint8Array> = {};
      for (const { file, address } of codes) {
        files[`svg/${file}.svg`] = Buffer.from((await qrSvg(address, settings)).svg);
        files[`png/${file}.png`] = await qrPng(address, settings);
      }
      files['adresler.txt'] = Buffer.from(codes.map(({ file, address }) => `${file}\t${address}`).join('\r\n') + '\r\n');
      // Codes a guest's phone may not open say so beside them, wherever the ZIP is unpacked.
      const warning = codesWarning(settings.publicUrl, base);
      if (warning) files['UYARI.txt'] = Buffer.from(`${warning.title}\r\n${warning.detail}\r\n`);
      return reply
        .type('application/zip')
        .header('content-disposition', 'attachment; filename="sofra-qr-kodlari.zip"')
        .send(zipOf(files) as unknown as string);
    },
  );
}

/** The codes point at the public address staff set, or else at the one the back office was opened at. */
export function baseOf(settings: QrSettings, request: FastifyRequest): string {
  return settings.publicUrl || (originOf(request) ?? '');
}

async function sendCode(reply: FastifyReply, address: string, settings: QrOptions, kind: 'svg' | 'png', file: string) {
  const disposition = `attachment; filename="${file}.${kind}"`;
  if (kind === 'png')
    return reply
      .type('image/png')
      .header('content-disposition', disposition)
      .send(await qrPng(address, settings));
  return reply
    .type('image/svg+xml; charset=utf-8')
    .header('content-disposition', disposition)
    .send(`<?xml version="1.0" encoding="UTF-8"?>\n${(await qrSvg(address, settings)).svg}\n`);
}

/** A table's file name: `masa-5`, `masa-bahce-3` (ASCII, so every system keeps it), folded as dishes' addresses are. */
export function fileNameOf(table: string): string {
  return `masa-${slugOf(table) || 'adsiz'}`;
}

/**
 * Each table's file name, none shared: names that fold alike ("zcN", "zcN!") keep the first
 * (by id) as it is and give the others their id after an underscore. A folded name never has
 * one, so `masa-zcn_7` can be no other table's name ("zcN 7" is `masa-zcn-7`).
 */
export function fileNamesOf(tables: readonly DiningTable[]): Map<number, string> {
  const names = new Map<number, string>();
  const used = new Set<string>();
  for (const table of [...tables].sort((a, b) => a.id - b.id)) {
    const plain = fileNameOf(table.name);
    const file = used.has(plain) ? `${plain}_${table.id}` : plain;
    used.add(file);
    names.set(table.id, file);
  }
  return names;
}
