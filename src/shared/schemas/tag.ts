import { z } from 'zod';
import { answer, flag, hexColour, recordId, requiredText, version, texts, menuTexts } from './fields.js';
import { translationsInput, translationsRecord } from './translation.js';

/** A tag chip (spec §5: names, category and three colours required; defaults from §9). */
export const tagInput = z.strictObject({
  nameTr: requiredText('Etiket adı (TR)', 40),
  nameEn: requiredText('Etiket adı (EN)', 40),
  categoryId: recordId('Kategori'),
  color: hexColour('Renk'),
  textColor: hexColour('Yazı rengi'),
  bgColor: hexColour('Arka plan rengi'),
  border: z
    .string({ error: 'Kenarlık metin olmalı' })
    .trim()
    .max(60, { error: 'Kenarlık en fazla 60 karakter olabilir' })
    .regex(/^[\w #.,()%-]*$/, { error: 'Kenarlık yalnızca CSS kenarlık değeri olabilir (ör. 1px solid #8B4513)' })
    .default(''),
  fontWeight: z
    .number({ error: 'Yazı kalınlığı 100 ile 900 arasında olmalı' })
    .int({ error: 'Yazı kalınlığı 100 ile 900 arasında olmalı' })
    .min(100, { error: 'Yazı kalınlığı 100 ile 900 arasında olmalı' })
    .max(900, { error: 'Yazı kalınlığı 100 ile 900 arasında olmalı' })
    .default(500),
  isActive: flag('Aktif', true),
  translations: translationsInput('tags'),
});
export const tagUpdate = tagInput.extend({ version });

export type TagInput = z.input<typeof tagInput>;
export type TagData = z.output<typeof tagInput>;

export const TAG_DEFAULT_COLOURS = { color: '#8B4513', textColor: '#8B4513', bgColor: '#FFFFFF', fontWeight: 500 } as const;

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
