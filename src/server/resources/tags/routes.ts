import { tagInput, tagRecord, tagUpdate } from '../../../shared/schemas/tag.js';
import type { ServerContext } from '../../platform/context.js';
import type { Api } from '../../platform/http/contract.js';
import { categoryScopedRoutes } from '../../platform/records/category-scoped.js';
import { getTag, listTags, MISSING, toColumns } from './queries.js';

export function tagRoutes(app: Api, context: ServerContext): void {
  categoryScopedRoutes(app, context, {
    table: 'tags',
    tags: ['Etiketler'],
    missing: MISSING,
    duplicate: 'Bu kategoride aynı adda bir etiket zaten var',
    input: tagInput,
    update: tagUpdate,
    record: tagRecord,
    toColumns,
    list: listTags,
    read: getTag,
  });
}
