import type { Kysely, Transaction } from 'kysely';
import type { OptionalLanguage } from '../../../shared/languages.js';
import {
  coverageOf,
  MAX_LISTED_REFUSALS,
  DISH_PARTS,
  partOf,
  TRANSLATABLE,
  translationFieldLabel,
  TRANSLATION_MAX,
  type TranslatableResource,
  type TranslationGrid,
  type TranslationRow,
  type ImportPreview,
  type ImportRow,
  type TranslationSave,
} from '../../../shared/schemas/translation.js';
import { recordAuditEvent } from '../../platform/audit/record.js';
import type { Actor } from '../../platform/audit/audited.js';
import type { Database } from '../../platform/db/schema.js';
import { HttpError } from '../../platform/http/errors.js';
import { optionEntries } from '../../../shared/schemas/product.js';
import { englishTexts, fingerprint, optionKey, sizeKey, TRANSLATION_TABLE, type Pair } from '../../platform/records/translated.js';
import type { StoredOptionGroup } from '../products/queries.js';
import { getSettings, SETTINGS_ID } from '../settings/queries.js';
import { fileKey, type FileEntry } from './files.js';

/** A text guests read, in Turkish (its source) and English, as the grid and the files list it. */
export interface SourceText {
  resource: TranslatableResource;
  id: number;
  field: string;
  recordName: string;
  isActive: boolean;
  source: string;
  english: string;
}

/**
 * Every text guests read, in the back office's order (categories, then each category's dishes,
 * tags, ingredients, campaigns, the restaurant's note); texts left empty in Turkish have nothing
 * to translate and are not listed.
 */
export async function sourceTexts(db: Kysely<Database>): Promise<SourceText[]> {
  const texts: SourceText[] = [];
  const add = (resource: TranslatableResource, id: number, recordName: string, isActive: boolean, fields: Record<string, Pair>) => {
    for (const [field, { tr, en }] of Object.entries(fields)) {
      if (tr.trim() !== '') texts.push({ resource, id, field, recordName, isActive, source: tr, english: en });
    }
  };
  const english = async (resource: TranslatableResource) => {
    const texts = await englishTexts(db, resource);
    return (id: number, field: string) => texts.get(id)?.[field] ?? '';
  };
  const categories = await db.selectFrom('categories').selectAll().orderBy('sortOrder').orderBy('id').execute();
  const categoryEn = await english('categories');
  const categoryActive = new Map(categories.map((category) => [category.id, category.isActive === 1]));
  for (const c of categories) {
    add('categories', c.id, c.nameTr, c.isActive === 1, {
      name: { tr: c.nameTr, en: categoryEn(c.id, 'name') },
      description: { tr: c.descriptionTr, en: categoryEn(c.id, 'description') },
    });
  }
  const order = new Map(categories.map((category, index) => [category.id, index]));
  const products = (await db.selectFrom('products').selectAll().orderBy('sortOrder').orderBy('id').execute()).sort(
    (a, b) => (order.get(a.categoryId) ?? 0) - (order.get(b.categoryId) ?? 0),
  );
  const productEn = await english('products');
  for (const p of products) {
    const sizes = JSON.parse(p.sizes) as { labelTr: string }[];
    const part = (key: string, tr: string) => [key, { tr, en: productEn(p.id, key) }] as const;
    add('products', p.id, p.nameTr, p.isActive === 1 && categoryActive.get(p.categoryId) === true, {
      name: { tr: p.nameTr, en: productEn(p.id, 'name') },
      description: { tr: p.descriptionTr, en: productEn(p.id, 'description') },
      ...Object.fromEntries(sizes.map((size) => part(sizeKey(size.labelTr), size.labelTr))),
      // A group's text is its name; a choice's, its own name (its key names its group too).
      ...Object.fromEntries(
        optionEntries(JSON.parse(p.optionGroups) as StoredOptionGroup[]).map((option) => part(optionKey(option.path), option.nameTr)),
      ),
    });
  }
  const tagEn = await english('tags');
  for (const t of await db.selectFrom('tags').selectAll().orderBy('categoryId').orderBy('id').execute()) {
    add('tags', t.id, t.nameTr, t.isActive === 1 && categoryActive.get(t.categoryId) === true, {
      name: { tr: t.nameTr, en: tagEn(t.id, 'name') },
    });
  }
  const ingredientEn = await english('ingredients');
  for (const i of await db.selectFrom('ingredients').selectAll().orderBy('categoryId').orderBy('id').execute()) {
    add('ingredients', i.id, i.nameTr, i.isActive === 1 && categoryActive.get(i.categoryId) === true, {
      name: { tr: i.nameTr, en: ingredientEn(i.id, 'name') },
      description: { tr: i.descriptionTr, en: ingredientEn(i.id, 'description') },
    });
  }
  const campaignEn = await english('campaigns');
  for (const c of await db.selectFrom('campaigns').selectAll().orderBy('startDate').orderBy('id').execute()) {
    add('campaigns', c.id, c.titleTr, c.isActive === 1, {
      title: { tr: c.titleTr, en: campaignEn(c.id, 'title') },
      description: { tr: c.descriptionTr, en: campaignEn(c.id, 'description') },
    });
  }
  const settings = await getSettings(db);
  add('settings', SETTINGS_ID, 'Restoran notu', true, { note: { tr: settings.noteTr, en: settings.noteEn } });
  return texts;
}

interface StoredTranslation {
  recordId: number;
  field: string;
  text: string;
  source: string;
  version: number;
}

/** Every translation into `language`, by kind of record, then `id field`. */
async function storedTranslations(
  db: Kysely<Database>,
  language: OptionalLanguage,
): Promise<Record<TranslatableResource, Map<string, StoredTranslation>>> {
  const entries = await Promise.all(
    Object.entries(TRANSLATION_TABLE).map(async ([resource, table]) => {
      const rows = await db
        .selectFrom(table)
        .select(['recordId', 'field', 'text', 'source', 'version'])
        .where('language', '=', language)
        .execute();
      return [resource, new Map(rows.map((row) => [`${row.recordId} ${row.field}`, row]))] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<TranslatableResource, Map<string, StoredTranslation>>;
}

/** The grid of one language: every text with its translation, and how much of the live menu has one. */
export async function readGrid(
  db: Kysely<Database>,
  language: OptionalLanguage,
  record?: { resource: TranslatableResource; id: number },
): Promise<TranslationGrid> {
  const [all, stored] = [await sourceTexts(db), await storedTranslations(db, language)];
  // One record's texts (its form's "Diğer diller"), or every text.
  const sources = record ? all.filter((text) => text.resource === record.resource && text.id === record.id) : all;
  const rows: TranslationRow[] = sources.map((text) => {
    const translation = stored[text.resource].get(`${text.id} ${text.field}`);
    return {
      ...text,
      text: translation?.text ?? '',
      stale: translation !== undefined && translation.source !== fingerprint(text.source),
      version: translation?.version ?? null,
    };
  });
  return { language, rows, coverage: coverageOf(rows) };
}

/** The history's name for a translated field: `nameRu`, `descriptionDe`, `size:büyük:ar`. */
const auditField = (field: string, language: OptionalLanguage) =>
  partOf(field) ? `${field}:${language}` : `${field}${language[0]!.toUpperCase()}${language.slice(1)}`;

export const STALE_TRANSLATION = 'Bu çeviriyi siz düzenlerken başka biri kaydetti';
export const UNKNOWN_TEXT = 'Bu metin artık yok: sayfayı yenileyin';

/**
 * Saves a batch of translations into `language`, whole or not at all: each from the version it
 * was loaded with (null for a text not translated yet), each stamped with its Turkish source's
 * fingerprint as it is now. A text no longer there is 400, one someone else saved first 409,
 * both with the row's number (`rows.3.text`). Each record's change goes into the history.
 */
export function saveTranslations(
  db: Kysely<Database>,
  actor: Actor,
  language: OptionalLanguage,
  saves: readonly TranslationSave[],
): Promise<number> {
  return db.transaction().execute((trx) => saveInTransaction(trx, actor, language, saves));
}

async function saveInTransaction(
  trx: Transaction<Database>,
  actor: Actor,
  language: OptionalLanguage,
  saves: readonly TranslationSave[],
): Promise<number> {
  const sources = new Map((await sourceTexts(trx)).map((text) => [`${text.resource} ${text.id} ${text.field}`, text]));
  // What each text was before, for the history: one read per table, not one per row.
  const stored = await storedTranslations(trx, language);
  const unknown: Record<string, string> = {};
  saves.forEach((save, index) => {
    const source = sources.get(`${save.resource} ${save.id} ${save.field}`);
    if (!source) unknown[`rows.${index}.field`] = UNKNOWN_TEXT;
    else if (save.text.length > fieldMax(save.field))
      unknown[`rows.${index}.text`] = `Çeviri en fazla ${fieldMax(save.field)} karakter olabilir`;
  });
  if (Object.keys(unknown).length > 0) throw new HttpError(400, 'validation', 'Geçersiz veri: lütfen işaretli alanları düzeltin.', unknown);

  const stamp = actor.at.toISOString();
  const conflicts: Record<string, string> = {};
  const changes = new Map<
    string,
    { resource: TranslatableResource; id: number; before: Record<string, string>; after: Record<string, string> }
  >();
  let saved = 0;
  for (const [index, save] of saves.entries()) {
    const table = TRANSLATION_TABLE[save.resource];
    const source = fingerprint(sources.get(`${save.resource} ${save.id} ${save.field}`)!.source);
    // The translation's row: the record's field in this language, as it was loaded (its version).
    const row = { recordId: save.id, language, field: save.field };
    const loaded = { ...row, version: save.version ?? 0 };
    const before = stored[save.resource].get(`${save.id} ${save.field}`);
    let written: boolean;
    if (save.version === null) {
      if (save.text === '') continue;
      const result = await trx
        .insertInto(table)
        .values({ ...row, text: save.text, source, updatedAt: stamp })
        .onConflict((conflict) => conflict.columns(['recordId', 'language', 'field']).doNothing())
        .executeTakeFirst();
      written = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    } else if (save.text === '') {
      const result = await trx
        .deleteFrom(table)
        .where((eb) => eb.and(loaded))
        .executeTakeFirst();
      written = Number(result.numDeletedRows) > 0;
    } else {
      // Saving a text unchanged still confirms it against the Turkish as it is now (no longer stale).
      const result = await trx
        .updateTable(table)
        .set((eb) => ({ text: save.text, source, version: eb('version', '+', 1), updatedAt: stamp }))
        .where((eb) => eb.and(loaded))
        .executeTakeFirst();
      written = Number(result.numUpdatedRows) > 0;
    }
    if (!written) {
      conflicts[`rows.${index}.text`] = STALE_TRANSLATION;
      continue;
    }
    saved += 1;
    const key = `${save.resource} ${save.id}`;
    const change = changes.get(key) ?? { resource: save.resource, id: save.id, before: {}, after: {} };
    change.before[auditField(save.field, language)] = before?.text ?? '';
    change.after[auditField(save.field, language)] = save.text;
    changes.set(key, change);
  }
  // One conflict refuses the whole batch: the transaction is rolled back.
  if (Object.keys(conflicts).length > 0)
    throw new HttpError(409, 'stale', 'Bazı çevirileri siz düzenlerken başka biri kaydetti. Sayfayı yenileyip tekrar deneyin.', conflicts);
  for (const change of changes.values()) {
    await recordAuditEvent(
      trx,
      {
        at: actor.at,
        by: actor.by,
        action: 'update',
        resource: change.resource,
        recordId: change.id,
        before: change.before,
        after: change.after,
      },
      actor.log,
    );
  }
  return saved;
}

const fieldMax = (field: string) => TRANSLATION_MAX[partOf(field) ?? field] ?? 1000;

/**
 * The texts guests read in `language`, by kind of record and id: `{ name, description,
 * 'size:büyük' }`. Stale ones too: a translation of the former Turkish reads better than none.
 */
export async function menuTranslations(
  db: Kysely<Database>,
  language: OptionalLanguage,
): Promise<Record<TranslatableResource, Map<number, Record<string, string>>>> {
  const stored = await storedTranslations(db, language);
  const result = {} as Record<TranslatableResource, Map<number, Record<string, string>>>;
  for (const resource of Object.keys(TRANSLATABLE) as TranslatableResource[]) {
    const byRecord = new Map<number, Record<string, string>>();
    for (const row of stored[resource].values()) byRecord.set(row.recordId, { ...byRecord.get(row.recordId), [row.field]: row.text });
    result[resource] = byRecord;
  }
  return result;
}

/** Removes a dish's translations of sizes and options it no longer has (`kept`: the fields of those it has). */
export async function dropFormerParts(trx: Kysely<Database>, productId: number, kept: readonly string[]): Promise<void> {
  await trx
    .deleteFrom('productTranslations')
    .where('recordId', '=', productId)
    .where((eb) => eb.or(Object.keys(DISH_PARTS).map((part) => eb('field', 'like', `${part}:%`))))
    .$if(kept.length > 0, (qb) => qb.where('field', 'not in', kept))
    .execute();
}

/**
 * A translator's file read against the menu as it is, each row new, changed, the same or
 * refused with its reason; with `apply`, and only when no row is refused, its new and changed
 * translations are saved in the same transaction, as a save from the grid would: each record's
 * history entry, and each text from the version the preview read (`basis`), so that a text
 * someone saved since refuses the file whole (409) rather than being overwritten.
 */
export function importTranslations(
  db: Kysely<Database>,
  actor: Actor,
  language: OptionalLanguage,
  entries: readonly FileEntry[],
  apply: { basis: readonly { key: string; version: number | null }[] } | null,
): Promise<ImportPreview> {
  return db.transaction().execute(async (trx) => {
    const { rows: grid } = await readGrid(trx, language);
    const byKey = new Map(grid.map((row) => [fileKey(row), row]));
    const seen = new Set<string>();
    const rows = entries.map((entry): ImportRow => {
      const row = byKey.get(entry.key);
      const after = entry.text.trim();
      const read = { place: entry.place, key: entry.key, recordName: row?.recordName ?? '', source: row?.source ?? entry.source ?? '' };
      const refused = (reason: string): ImportRow => ({ ...read, status: 'refused', before: row?.text ?? '', after, reason });
      if (!row) return refused('Bu metin menüde yok: silinmiş ya da anahtarı değiştirilmiş');
      if (seen.has(entry.key)) return refused('Bu metin dosyada ikinci kez geçiyor');
      seen.add(entry.key);
      const kept = { ...read, before: row.text, after, reason: '' };
      // A text the file leaves empty is one it does not translate: the menu keeps what it has,
      // whatever Turkish the file was made from.
      if (after === '') return { ...kept, status: 'unchanged', after: row.text, reason: 'Dosyada boş: olduğu gibi kalır' };
      if (entry.source !== null && entry.source.trim() !== row.source.trim())
        return refused(`Türkçesi değişti: dosya "${entry.source.trim()}" metninden çevrilmiş, menüde artık "${row.source}" yazıyor`);
      if (after.length > fieldMax(row.field)) return refused(`Çeviri en fazla ${fieldMax(row.field)} karakter olabilir`);
      // eslint-disable-next-line no-control-regex -- NUL is exactly the character refused here
      if (/[\u0000\p{Cs}]/u.test(after)) return refused('Çeviri geçersiz bir karakter içeriyor');
      if (row.text === '') return { ...kept, status: 'new' };
      if (row.text !== after) return { ...kept, status: 'changed' };
      // The same text for a Turkish that changed is confirmed (saved, no longer stale) only where
      // the file marks it finished: one still marked to look at again stays so.
      return { ...kept, status: row.stale && entry.finished ? 'changed' : 'unchanged' };
    });
    const counts = { new: 0, changed: 0, unchanged: 0, refused: 0 };
    for (const row of rows) counts[row.status] += 1;
    const writes = rows.filter((row) => row.status === 'new' || row.status === 'changed');
    const basis = writes.map((row) => ({ key: row.key, version: byKey.get(row.key)!.version }));
    // The answer lists what would change and what is refused, not the rows that change nothing.
    const refusals = new Set(rows.filter((row) => row.status === 'refused').slice(0, MAX_LISTED_REFUSALS));
    const listed = rows.filter((row) => row.status === 'new' || row.status === 'changed' || refusals.has(row));
    const preview = { rows: listed, counts, basis };
    if (!apply || counts.refused > 0) return { ...preview, applied: false };

    const previewed = new Map(apply.basis.map((text) => [text.key, text.version]));
    const moved = basis.filter((text) => previewed.get(text.key) !== text.version);
    if (moved.length > 0) {
      const names = moved.slice(0, 10).map((text) => {
        const row = byKey.get(text.key)!;
        return `${row.recordName} (${translationFieldLabel(row)})`;
      });
      const more = moved.length > names.length ? ` ve ${moved.length - names.length} metin daha` : '';
      const message = `Önizlemeden sonra bu çeviriler değişti; dosyayı yeniden yükleyin: ${names.join(', ')}${more}.`;
      throw new HttpError(409, 'stale', message, { file: message });
    }
    // Each from the version the preview read: a save in between is refused by the database too.
    const saves = writes.map((row) => {
      const { resource, id, field } = byKey.get(row.key)!;
      return { resource, id, field, text: row.after, version: previewed.get(row.key) ?? null };
    });
    if (saves.length > 0) await saveInTransaction(trx, actor, language, saves);
    return { ...preview, applied: true };
  });
}
