import { z } from 'zod';
import { ingredientInput, ingredientRecord, ingredientUpdate } from '../../../shared/schemas/ingredient.js';
import type { ServerContext } from '../../platform/context.js';
import type { Api } from '../../platform/http/contract.js';
import { rethrowCategoryScopedName } from '../../platform/records/names-taken.js';
import { plainRecordRoutes } from '../../platform/records/record-routes.js';
import { writeTexts } from '../../platform/records/translated.js';
import { getIngredient, listIngredients, MISSING, toColumns } from './queries.js';

const DUPLICATE = 'Bu kategoride aynı adda bir malzeme zaten var';
const tags = ['Malzemeler'];

export function ingredientRoutes(app: Api, context: ServerContext): void {
  const { db } = context;
  app.get('/ingredients', { schema: { tags, response: { 200: z.array(ingredientRecord) } } }, async () => listIngredients(db));
  plainRecordRoutes(app, context, {
    table: 'ingredients',
    tags,
    missing: MISSING,
    input: ingredientInput,
    update: ingredientUpdate,
    record: ingredientRecord,
    toColumns,
    besides: (trx, id, input, at) => writeTexts(trx, 'ingredients', id, input, at),
    read: getIngredient,
    rethrow: (error, input, exceptId) => rethrowCategoryScopedName(db, error, 'ingredients', input, DUPLICATE, exceptId),
  });
}
