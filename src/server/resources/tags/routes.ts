import { z } from 'zod';
import { tagInput, tagRecord, tagUpdate } from '../../../shared/schemas/tag.js';
import type { ServerContext } from '../../platform/context.js';
import type { Api } from '../../platform/http/contract.js';
import { rethrowCategoryScopedName } from '../../platform/records/names-taken.js';
import { plainRecordRoutes } from '../../platform/records/record-routes.js';
import { writeTexts } from '../../platform/records/translated.js';
import { getTag, listTags, MISSING, toColumns } from './queries.js';

const DUPLICATE = 'Bu kategoride aynı adda bir etiket zaten var';
const tags = ['Etiketler'];

export function tagRoutes(app: Api, context: ServerContext): void {
  const { db } = context;
  app.get('/tags', { schema: { tags, response: { 200: z.array(tagRecord) } } }, async () => listTags(db));
  plainRecordRoutes(app, context, {
    table: 'tags',
    tags,
    missing: MISSING,
    input: tagInput,
    update: tagUpdate,
    record: tagRecord,
    toColumns,
    besides: (trx, id, input, at) => writeTexts(trx, 'tags', id, input, at),
    read: getTag,
    rethrow: (error, input, exceptId) => rethrowCategoryScopedName(db, error, 'tags', input, DUPLICATE, exceptId),
  });
}
