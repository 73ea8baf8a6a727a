import type { Kysely } from 'kysely';
import { z } from 'zod';
import { categoryInput, categoryRecord, categoryUpdate, type CategoryData } from '../../../shared/schemas/category.js';
import { actorOf, changeAudited } from '../../platform/audit/audited.js';
import type { ServerContext } from '../../platform/context.js';
import type { Database } from '../../platform/db/schema.js';
import { idParams, noContent, refusals, type Api } from '../../platform/http/contract.js';
import { conflict } from '../../platform/http/errors.js';
import { assertPhotoExists } from '../media/queries.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/records/db-errors.js';
import { namesTaken } from '../../platform/records/names-taken.js';
import { activeRoute, orderRoute, updateRoute } from '../../platform/records/record-routes.js';
import { updateVersioned } from '../../platform/records/versioned.js';
import { keepCategoryAddresses } from '../../platform/records/former-addresses.js';
import { writeTexts } from '../../platform/records/translated.js';
import { createCategory, deleteCategory, getCategory, hasProducts, listCategories, MISSING, toColumns } from './queries.js';

const params = idParams(MISSING);
const tags = ['Kategoriler'];

export function categoryRoutes(app: Api, context: ServerContext): void {
  const { db, dialect, now } = context;
  const categories = {
    table: 'categories',
    tags,
    missing: MISSING,
    record: categoryRecord,
    list: listCategories,
    read: getCategory,
  } as const;
  // The products page a waiter reads groups the dishes by category (D54).
  app.get('/categories', { config: { role: 'waiter' }, schema: { tags, response: { 200: z.array(categoryRecord) } } }, async () =>
    listCategories(db),
  );

  app.post(
    '/categories',
    { schema: { tags, body: categoryInput, response: { 201: categoryRecord, ...refusals(400, 409) } } },
    async (request, reply) => {
      const input = request.body;
      const actor = actorOf(request, dialect, now());
      const id = await createCategory(db, actor, input).catch((error: unknown) => rethrowDuplicate(db, error, input));
      return reply.code(201).send(await getCategory(db, id));
    },
  );

  orderRoute(app, context, categories);

  updateRoute(app, context, categories, categoryUpdate, (actor, id, version, input) =>
    changeAudited(db, actor, { action: 'update', resource: 'categories', id, read: getCategory }, async (trx) => {
      await assertPhotoExists(trx, dialect, input.image);
      // A renamed category's former address keeps leading to it (bookmarks, shared links).
      await keepCategoryAddresses(trx, id, input);
      await updateVersioned(trx, 'categories', id, version, toColumns(input), actor.at, MISSING);
      await writeTexts(trx, 'categories', id, input, actor.at);
    }).catch((error: unknown) => rethrowDuplicate(db, error, input, id)),
  );

  activeRoute(app, context, categories);

  app.delete(
    '/categories/:id',
    { schema: { tags, params, response: { 204: noContent, ...refusals(404, 409) } } },
    async (request, reply) => {
      const { id } = request.params;
      await deleteCategory(db, actorOf(request, dialect, now()), id).catch(async (error: unknown) => {
        if (isForeignKeyViolation(error)) throw hasProducts(await getCategory(db, id));
        throw error;
      });
      return reply.code(204).send(null);
    },
  );
}

/**
 * Category names are the guests' URLs (`/category/{name}`), matched the Turkish way, so two
 * categories may not share a name in the same language even in a different case. The unique
 * indexes on the names' keys refuse the second; this says which name is taken.
 */
async function rethrowDuplicate(db: Kysely<Database>, error: unknown, input: CategoryData, exceptId?: number): Promise<never> {
  if (!isUniqueViolation(error)) throw error;
  const taken = await namesTaken(db, 'categories', input, exceptId === undefined ? {} : { exceptId });
  const fields: Record<string, string> = {};
  if (taken.nameTr !== undefined) fields.nameTr = `"${taken.nameTr}" adında bir kategori zaten var`;
  if (taken.nameEn !== undefined) fields.nameEn = `"${taken.nameEn}" adında bir kategori zaten var`;
  throw conflict('Bu adda bir kategori zaten var.', Object.keys(fields).length > 0 ? fields : undefined);
}
