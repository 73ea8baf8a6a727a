import { ingredientInput, ingredientRecord, ingredientUpdate } from '../../../shared/schemas/ingredient.js';
import type { ServerContext } from '../../platform/context.js';
import type { Api } from '../../platform/http/contract.js';
import { categoryScopedRoutes } from '../../platform/records/category-scoped.js';
import { getIngredient, listIngredients, MISSING, toColumns } from './queries.js';

export function ingredientRoutes(app: Api, context: ServerContext): void {
  categoryScopedRoutes(app, context, {
    table: 'ingredients',
    tags: ['Malzemeler'],
    missing: MISSING,
    duplicate: 'Bu kategoride aynı adda bir malzeme zaten var',
    input: ingredientInput,
    update: ingredientUpdate,
    record: ingredientRecord,
    toColumns,
    list: listIngredients,
    read: getIngredient,
  });
}
