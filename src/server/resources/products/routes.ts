import type { Kysely } from 'kysely';
import { z } from 'zod';
import { productInput, productRecord, productUpdate, soldOutInput } from '../../../shared/schemas/product.js';
import { activeInput, reorderInput } from '../../../shared/schemas/reorder.js';
import { dishPriceHistory } from '../prices/history.js';
import { priceHistoryEntry } from '../../../shared/schemas/prices.js';
import { actorOf, auditedReorder, changeAudited } from '../../platform/audit/audited.js';
import type { ServerContext } from '../../platform/context.js';
import type { Database } from '../../platform/db/schema.js';
import { idParams, noContent, refusals, type Api } from '../../platform/http/contract.js';
import { conflict } from '../../platform/http/errors.js';
import { flagOf, isForeignKeyViolation, isUniqueViolation } from '../../platform/records/db-errors.js';
import { reorder } from '../../platform/records/reorder.js';
import { ANY_VERSION, deleteById, updateVersioned } from '../../platform/records/versioned.js';
import { importMenuFile, menuCsv, menuXlsx, previewJson } from './spreadsheet.js';
import { MAX_MENU_FILE_BYTES, menuImportInput, menuImportPreview, type MenuImportPreview } from '../../../shared/schemas/menu-file.js';
import {
  createProduct,
  DISH_NAME_TAKEN,
  dishNameTaken,
  getProduct,
  listProducts,
  MISSING,
  soldOutUntilOf,
  updateProduct,
} from './queries.js';

const params = idParams(MISSING);
const tags = ['Ürünler'];

export function productRoutes(app: Api, { db, dialect, now, today, menuChanged }: ServerContext): void {
  // The records say whether a product is sold out today, in the restaurant's time zone.
  const read = (trx: Kysely<Database>, id: number) => getProduct(trx, id, today());
  // A waiter reads the dishes and marks them sold out; nothing else of this page is theirs (D54).
  app.get('/products', { config: { role: 'waiter' }, schema: { tags, response: { 200: z.array(productRecord) } } }, async () =>
    listProducts(db, today()),
  );

  app.get(
    '/products/:id/prices',
    { schema: { tags, params, response: { 200: z.array(priceHistoryEntry), ...refusals(400, 404) } } },
    async (request) => {
      // A dish that is not there is a 404, not an empty history.
      await read(db, request.params.id);
      return dishPriceHistory(db, request.params.id);
    },
  );

  // The menu in and out of a spreadsheet (spreadsheet.ts): one row per price.
  const download = (type: string, extension: string) => ({
    'content-type': type,
    'content-disposition': `attachment; filename="menu-${today()}.${extension}"`,
    'cache-control': 'no-store',
  });
  app.get(
    '/products/export.xlsx',
    {
      schema: {
        tags,
        description: 'Every dish, one row per price (its one price or each size), as an Excel workbook: the columns of docs/api.md.',
        response: { 200: z.string().describe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') },
      },
    },
    async (_request, reply) =>
      reply
        .headers(download('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'))
        .send((await menuXlsx(db, today())) as unknown as string),
  );
  app.get(
    '/products/export.csv',
    { schema: { tags, description: 'The same rows as CSV for Excel in Turkish.', response: { 200: z.string().describe('text/csv') } } },
    async (_request, reply) => reply.headers(download('text/csv; charset=utf-8', 'csv')).send(await menuCsv(db, today())),
  );
  app.post(
    '/products/import',
    {
      // A preview changes nothing guests see; a save says so itself.
      config: { changesMenu: false },
      // The file comes as base64 in JSON, larger than a form's body.
      bodyLimit: Math.ceil(MAX_MENU_FILE_BYTES / 3) * 4 + 64 * 1024,
      schema: {
        tags,
        description:
          'Reads an .xlsx or .csv with the export’s columns and answers what it would do, row by row; with `apply`, saves it ' +
          'when every row is accepted and no dish changed since the preview (`basis`), in one transaction.',
        body: menuImportInput,
        response: { 200: menuImportPreview, ...refusals(400, 409, 413) },
      },
    },
    async (request, reply) => {
      const { file, apply, basis } = request.body;
      const actor = actorOf(request, dialect, now());
      const preview = await importMenuFile(db, actor, Buffer.from(file, 'base64'), today(), apply ? { basis } : null).catch(rethrow);
      if (preview.applied) await menuChanged();
      // Written in steps, not by the serializer in one go: the server answers guests meanwhile.
      // The text is the preview's JSON, checked against its schema as it was written.
      const json = await previewJson(preview);
      return reply.type('application/json; charset=utf-8').send(json as unknown as MenuImportPreview);
    },
  );

  app.post(
    '/products',
    { schema: { tags, body: productInput, response: { 201: productRecord, ...refusals(400, 409) } } },
    async (request, reply) => {
      const id = await createProduct(db, actorOf(request, dialect, now()), request.body, today()).catch(nameTaken(db, request.body));
      return reply.code(201).send(await read(db, id));
    },
  );

  app.put(
    '/products/order',
    { schema: { tags, body: reorderInput, response: { 200: z.array(productRecord), ...refusals(400) } } },
    async (request) => {
      const actor = actorOf(request, dialect, now());
      await reorder(db, dialect, 'products', request.body.ids, (trx, before) =>
        auditedReorder(trx, actor, 'products', before, request.body.ids),
      );
      return listProducts(db, today());
    },
  );

  app.put(
    '/products/:id',
    { schema: { tags, params, body: productUpdate, response: { 200: productRecord, ...refusals(400, 404, 409) } } },
    async (request) => {
      const { id } = request.params;
      const { version, ...input } = request.body;
      const actor = actorOf(request, dialect, now());
      await updateProduct(db, actor, id, version, input, today()).catch(nameTaken(db, input, id));
      return read(db, id);
    },
  );

  app.patch(
    '/products/:id/active',
    { schema: { tags, params, body: activeInput, response: { 200: productRecord, ...refusals(400, 404) } } },
    async (request) => {
      const { id } = request.params;
      const actor = actorOf(request, dialect, now());
      await changeAudited(db, actor, { action: 'update', resource: 'products', id, read }, (trx) =>
        updateVersioned(trx, 'products', id, ANY_VERSION, { isActive: flagOf(request.body.isActive) }, actor.at, MISSING),
      );
      return read(db, id);
    },
  );

  app.patch(
    '/products/:id/sold-out',
    { config: { role: 'waiter' }, schema: { tags, params, body: soldOutInput, response: { 200: productRecord, ...refusals(400, 404) } } },
    async (request) => {
      const { id } = request.params;
      const actor = actorOf(request, dialect, now());
      const soldOutUntil = soldOutUntilOf(request.body.soldOut, today());
      await changeAudited(db, actor, { action: 'update', resource: 'products', id, read }, (trx) =>
        updateVersioned(trx, 'products', id, ANY_VERSION, { soldOutUntil }, actor.at, MISSING),
      );
      return read(db, id);
    },
  );

  app.delete('/products/:id', { schema: { tags, params, response: { 204: noContent, ...refusals(404) } } }, async (request, reply) => {
    const { id } = request.params;
    await changeAudited(db, actorOf(request, dialect, now()), { action: 'delete', resource: 'products', id, read }, (trx) =>
      deleteById(trx, 'products', id, MISSING),
    );
    return reply.code(204).send(null);
  });
}

/**
 * One dish per category and Turkish name: the key's unique index (migration 029), not a read
 * before the write, refuses a second, also when two saves come at once; this says so on the
 * name's field. Any other refusal is as rethrow says.
 */
function nameTaken(db: Kysely<Database>, dish: { nameTr: string; categoryId: number }, exceptId?: number) {
  return async (error: unknown): Promise<never> => {
    if (isUniqueViolation(error) && (await dishNameTaken(db, dish, exceptId)))
      throw conflict(`"${dish.nameTr}" adında bir ürün bu kategoride zaten var.`, { nameTr: DISH_NAME_TAKEN });
    return rethrow(error);
  };
}

/**
 * Backstops for what the locks already prevent (e.g. a server of an older version saving
 * alongside): a clean refusal instead of a 500.
 */
function rethrow(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw conflict('Haftanın seçimi aynı anda başka biri tarafından değiştirildi. Sayfayı yenileyip tekrar deneyin.');
  }
  if (isForeignKeyViolation(error)) {
    throw conflict('Seçilen kategori, etiket veya malzeme siz kaydederken silindi. Sayfayı yenileyip tekrar deneyin.');
  }
  throw error;
}
