import type { Kysely } from 'kysely';
import { menuTag, tagRecord, type AdminTag, type MenuTag, type TagData } from '../../../shared/schemas/tag.js';
import { nameKeysOf } from '../../platform/db/name-keys.js';
import type { Database, TagRow } from '../../platform/db/schema.js';
import { notFound } from '../../platform/http/errors.js';
import { columnWriter, recordReader } from '../../platform/records/columns.js';
import { fieldsOf } from '../../platform/records/fields-of.js';
import { recordTexts, textFieldsOf, type LanguageTexts, type TextFields } from '../../platform/records/translated.js';

export const MISSING = 'Etiket bulunamadı';

export const toColumns = columnWriter('tags', (input: TagData) => ({
  ...nameKeysOf(input),
  border: input.border === '' ? `1px solid ${input.color}` : input.border,
}));

export async function listTags(db: Kysely<Database>): Promise<AdminTag[]> {
  const [rows, texts] = await Promise.all([
    db.selectFrom('tags').selectAll().orderBy('categoryId').orderBy('id').execute(),
    recordTexts(db, 'tags'),
  ]);
  return rows.map((row) => toAdminTag(row, texts.get(row.id)));
}

export async function getTag(db: Kysely<Database>, id: number): Promise<AdminTag> {
  const row = await db.selectFrom('tags').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MISSING);
  return toAdminTag(row, (await recordTexts(db, 'tags', [id])).get(id));
}

/** Active tags of active categories, as guests see them. */
export async function readMenuTags(db: Kysely<Database>): Promise<MenuTag[]> {
  const texts = await recordTexts(db, 'tags');
  const rows = await db
    .selectFrom('tags')
    .innerJoin('categories', 'categories.id', 'tags.categoryId')
    .selectAll('tags')
    .where('tags.isActive', '=', 1)
    .where('categories.isActive', '=', 1)
    .orderBy('tags.id')
    .execute();
  return rows.map((row) => fieldsOf(menuTag, toAdminTag(row, texts.get(row.id))));
}

const toAdminTag = (row: TagRow, texts: LanguageTexts | undefined) => readTag({ ...row, ...textFieldsOf('tags', texts) });

const readTag = recordReader<TagRow & TextFields<'tags'>, AdminTag>(tagRecord, {
  translations: (row) => row.translations as AdminTag['translations'],
});
