import { menuTag, tagRecord, type AdminTag, type TagData } from '../../../shared/schemas/tag.js';
import { nameKeysOf } from '../../platform/db/name-keys.js';
import type { TagRow } from '../../platform/db/schema.js';
import { categoryScopedReads } from '../../platform/records/category-scoped.js';
import { columnWriter, recordReader } from '../../platform/records/columns.js';
import type { TextFields } from '../../platform/records/translated.js';

export const MISSING = 'Etiket bulunamadı';

export const toColumns = columnWriter('tags', (input: TagData) => ({
  ...nameKeysOf(input),
  border: input.border === '' ? `1px solid ${input.color}` : input.border,
}));

const readTag = recordReader<TagRow & TextFields<'tags'>, AdminTag>(tagRecord, {
  translations: (row) => row.translations as AdminTag['translations'],
});

/** Every tag, one tag, and the active tags of active categories as guests see them. */
const tags = categoryScopedReads({ table: 'tags', missing: MISSING, order: 'id', read: readTag, menu: menuTag });
export const { list: listTags, get: getTag, readMenu: readMenuTags } = tags;
