import type { AuditChange } from '../../../shared/schemas/audit.js';
import { foldTurkish } from '../../../shared/text.js';
import { DISH_PARTS, type DishPart } from '../../../shared/schemas/translation.js';

/**
 * Fields the history never holds. Passwords and their hashes, whatever a record calls them:
 * the history is read by every admin and copied into every backup. The id is the event's own
 * `recordId`; the version and the update stamp change with every save and say nothing about
 * what the person changed.
 */
const NEVER_RECORDED = /password/i;
const BOOKKEEPING = new Set(['id', 'version', 'updatedAt']);

export const isRecordedField = (field: string): boolean => !NEVER_RECORDED.test(field) && !BOOKKEEPING.has(field);

/**
 * The fields that differ between two versions of a record, as the API returns it, each with
 * its value before and after: `{ priceKurus: { before: 10000, after: 12000 } }`. A record that
 * is created has no before (every field's before is null), one that is deleted no after.
 * Arrays (a product's tag ids) compare by value.
 */
export function changedFields(before: object | null, after: object | null): Record<string, AuditChange> {
  const old = withFlatTranslations(before ?? {});
  const next = withFlatTranslations(after ?? {});
  const changes: Record<string, AuditChange> = {};
  for (const field of new Set([...Object.keys(old), ...Object.keys(next)])) {
    if (!isRecordedField(field)) continue;
    const was = field in old ? old[field] : null;
    const is = field in next ? next[field] : null;
    if (!sameValue(was, is)) changes[field] = { before: withoutPasswords(was ?? null), after: withoutPasswords(is ?? null) };
  }
  return changes;
}

/**
 * A record with its `translations` (`{ ru: { name, sizes: { Büyük } } }`) as fields of its own,
 * named as the grid's saves name them in the history: `nameRu`, `size:buyuk:ru`, `option:aci:ru`.
 */
function withFlatTranslations(record: object): Record<string, unknown> {
  const { translations, ...fields } = record as Record<string, unknown>;
  if (typeof translations !== 'object' || translations === null) return record as Record<string, unknown>;
  for (const [language, texts] of Object.entries(translations as Record<string, Record<string, unknown>>)) {
    const suffix = `${language[0]!.toUpperCase()}${language.slice(1)}`;
    for (const [field, text] of Object.entries(texts)) {
      const part = (Object.entries(DISH_PARTS) as [DishPart, string][]).find(([, name]) => name === field)?.[0];
      if (part === undefined) fields[`${field}${suffix}`] = text;
      else
        for (const [name, named] of Object.entries(text as Record<string, unknown>))
          fields[`${part}:${foldTurkish(name)}:${language}`] = named;
    }
  }
  return fields;
}

/** A value with every password field taken out, however deep it sits. */
function withoutPasswords(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPasswords);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !NEVER_RECORDED.test(key))
      .map(([key, inner]) => [key, withoutPasswords(inner)]),
  );
}

/** Equal as JSON values: numbers, text, flags, null, and arrays or objects of them. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  if (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
  }
  return false;
}
