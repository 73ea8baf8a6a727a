import type { Kysely } from 'kysely';
import { z } from 'zod';
import { productInput, productRecord, productUpdate, soldOutInput } from '../../../shared/schemas/product.js';
import { dishPriceHistory } from '../prices/history.js';
import { priceHistoryEntry } from '../../../shared/schemas/prices.js';
import { actorOf, changeAudited } from '../../platform/audit/audited.js';
import type { ServerContext } from '../../platform/context.js';
import type { Database } from '../../platform/db/schema.js';
import { idParams, noContent, refusals, type Api } from '../../platform/http/contract.js';
import { downloadRoute } from '../../platform/http/download.js';
import { conflict } from '../../platform/http/errors.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/records/db-errors.js';
import { activeRoute, orderRoute, updateRoute } from '../../platform/records/record-routes.js';
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

export function productRoutes(app: Api, context: ServerContext): void {
  const { db, dialect, now, today, menuChanged } = context;
  // The records say whether a product is sold out today, in the restaurant's time zone.
  const read = (trx: Kysely<Database>, id: number) => getProduct(trx, id, today());
  const list = (trx: Kysely<Database>) => listProducts(trx, today());
  const products = { table: 'products', tags, missing: MISSING, record: productRecord, list, read } as const;
  // A waiter reads the dishes and marks them sold out; nothing else of this page is theirs (D54).
  app.get('/products', { config: { role: 'waiter' }, schema: { tags, response: { 200: z.array(productRecord) } } }, async () => list(db));

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
  downloadRoute(app, '/products/export.xlsx', {
    tags,
    description: 'Every dish, one row per price (its one price or each size), as an Excel workbook: the columns of docs/api.md.',
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    file: async () => ({ name: `menu-${today()}.xlsx`, content: await menuXlsx(db, today()) }),
  });
  downloadRoute(app, '/products/export.csv', {
    tags,
    description: 'The same rows as CSV for Excel in Turkish.',
    type: 'text/csv; charset=utf-8',
    file: async () => ({ name: `menu-${today()}.csv`, content: await menuCsv(db, today()) }),
  });
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

  orderRoute(app, context, products);

  updateRoute(app, context, products, productUpdate, (actor, id, version, input) =>
    updateProduct(db, actor, id, version, input, today()).catch(nameTaken(db, input, id)),
  );

  activeRoute(app, context, products);

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
