import type { Kysely } from 'kysely';
import { z } from 'zod';
import { productInput, productRecord, productUpdate, soldOutInput } from '../../../shared/schemas/product.js';
import { activeInput, reorderInput } from '../../../shared/schemas/reorder.js';
import { dishPriceHistory, recordPrices } from '../prices/history.js';
import { priceHistoryEntry } from '../../../shared/schemas/prices.js';
import { actorOf, auditedReorder, changeAudited } from '../../platform/audit/audited.js';
import type { ServerContext } from '../../platform/context.js';
import type { Database } from '../../platform/db/schema.js';
import { idParams, noContent, refusals, type Api } from '../../platform/http/contract.js';
import { conflict } from '../../platform/http/errors.js';
import { flagOf, isForeignKeyViolation, isUniqueViolation } from '../../platform/records/db-errors.js';
import { assertPhotoExists } from '../media/queries.js';
import { reorder } from '../../platform/records/reorder.js';
import { ANY_VERSION, deleteById, updateVersioned } from '../../platform/records/versioned.js';
import { dropFormerSizes } from '../translations/queries.js';
import { keepDishAddresses } from '../../platform/records/former-addresses.js';
import {
  assertLinks,
  createProduct,
  getProduct,
  listProducts,
  MISSING,
  dishPricesOf,
  soldOutUntilOf,
  takeWeeklyChoice,
  toColumns,
  writeProductTexts,
  writeLinks,
} from './queries.js';

const params = idParams(MISSING);
const tags = ['Ürünler'];

export function productRoutes(app: Api, { db, dialect, now, today }: ServerContext): void {
  // The records say whether a product is sold out today, in the restaurant's time zone.
  const read = (trx: Kysely<Database>, id: number) => getProduct(trx, id, today());
  app.get('/products', { schema: { tags, response: { 200: z.array(productRecord) } } }, async () => listProducts(db, today()));

  app.get(
    '/products/:id/prices',
    { schema: { tags, params, response: { 200: z.array(priceHistoryEntry), ...refusals(400, 404) } } },
    async (request) => {
      // A dish that is not there is a 404, not an empty history.
      await read(db, request.params.id);
      return dishPriceHistory(db, request.params.id);
    },
  );

  app.post(
    '/products',
    { schema: { tags, body: productInput, response: { 201: productRecord, ...refusals(400, 409) } } },
    async (request, reply) => {
      const id = await createProduct(db, actorOf(request, dialect, now()), request.body, today()).catch(rethrow);
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
      await changeAudited(db, actor, { action: 'update', resource: 'products', id, read }, async (trx) => {
        if (input.isWeeklyChoice) await takeWeeklyChoice(trx, dialect, id, actor.at.toISOString());
        await assertLinks(trx, dialect, input);
        await assertPhotoExists(trx, dialect, input.image);
        const columns = toColumns(input, today());
        // A renamed or moved dish's former address keeps leading to it (bookmarks, shared links).
        await keepDishAddresses(trx, id, input);
        await updateVersioned(trx, 'products', id, version, columns, actor.at, MISSING);
        await recordPrices(trx, [dishPricesOf(id, input)], actor.at);
        await writeLinks(trx, id, input, true);
        // A size renamed or removed in Turkish takes its translations with it.
        await dropFormerSizes(
          trx,
          id,
          input.sizes.map((size) => size.labelTr),
        );
        await writeProductTexts(trx, id, input, actor.at);
      }).catch(rethrow);
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
    { schema: { tags, params, body: soldOutInput, response: { 200: productRecord, ...refusals(400, 404) } } },
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
