import { z } from 'zod';
import { answer, flag, hexColour, recordId, version, texts, menuTexts } from './fields.js';
import { bilingualNames, shapeOf, type StaffField } from './staff-fields.js';
import { translationsInput, translationsRecord } from './translation.js';

export const TAG_DEFAULT_COLOURS = { color: '#8B4513', textColor: '#8B4513', bgColor: '#FFFFFF', fontWeight: 500 } as const;

const colour = (label: string, initial: string) => ({ label, schema: hexColour, input: 'text', initial }) as const;

/**
 * A tag chip's fields as staff enter them (spec §5: names, category and three colours required;
 * defaults from §9), each its rule beside what staff read of it (staff-fields.ts).
 */
export const TAG_FIELDS = {
  ...bilingualNames('Etiket', 40),
  categoryId: { label: 'Kategori', schema: recordId, input: 'category', required: true, history: { shows: { names: 'categories' } } },
  color: colour('Renk', TAG_DEFAULT_COLOURS.color),
  textColor: colour('Yazı rengi', TAG_DEFAULT_COLOURS.textColor),
  bgColor: { ...colour('Arka plan rengi', TAG_DEFAULT_COLOURS.bgColor), history: 'Arka plan' },
  border: {
    label: 'Kenarlık',
    schema: z
      .string({ error: 'Kenarlık metin olmalı' })
      .trim()
      .max(60, { error: 'Kenarlık en fazla 60 karakter olabilir' })
      .regex(/^[\w #.,()%-]*$/, { error: 'Kenarlık yalnızca CSS kenarlık değeri olabilir (ör. 1px solid #8B4513)' })
      .default(''),
    input: 'text',
    hint: 'Ör. 1px solid #8B4513',
    verbatim: true,
  },
  fontWeight: {
    label: 'Yazı kalınlığı',
    schema: z
      .number({ error: 'Yazı kalınlığı 100 ile 900 arasında olmalı' })
      .int({ error: 'Yazı kalınlığı 100 ile 900 arasında olmalı' })
      .min(100, { error: 'Yazı kalınlığı 100 ile 900 arasında olmalı' })
      .max(900, { error: 'Yazı kalınlığı 100 ile 900 arasında olmalı' })
      .default(500),
    input: 'choice',
    initial: TAG_DEFAULT_COLOURS.fontWeight,
  },
  isActive: { label: 'Aktif', schema: (label) => flag(label, true), input: 'check', initial: true },
  translations: { label: 'Çeviriler', schema: translationsInput('tags'), input: null },
} as const satisfies Record<string, StaffField>;

/** A tag chip (spec §5: names, category and three colours required; defaults from §9). */
export const tagInput = z.strictObject(shapeOf(TAG_FIELDS));
export const tagUpdate = tagInput.extend({ version });

export type TagInput = z.input<typeof tagInput>;
export type TagData = z.output<typeof tagInput>;

/** A tag as the back office reads it. */
export const tagRecord = z.object({
  id: answer.id,
  categoryId: answer.id,
  ...texts('nameTr', 'nameEn', 'color', 'border', 'textColor', 'bgColor'),
  fontWeight: z.number().int(),
  isActive: answer.flag,
  version: answer.version,
  translations: translationsRecord('tags'),
});
export type AdminTag = z.infer<typeof tagRecord>;

export const menuTag = tagRecord.omit({ isActive: true, version: true, translations: true }).extend({ texts: menuTexts });
export type MenuTag = z.infer<typeof menuTag>;
