import { z } from 'zod';
import { recordId } from './fields.js';

/** A new order: the complete list of ids, first to last. */
export const reorderInput = z.strictObject({
  ids: z
    .array(recordId('Kayıt'), { error: 'Sıralama bir kimlik listesi olmalı' })
    .max(10_000)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Sıralamada aynı kayıt iki kez var' }),
});

/** Switching a record on or off with one click on its card. */
export const activeInput = z.strictObject({ isActive: z.boolean({ error: 'Aktif evet/hayır olmalı' }) });

/** Hiding or showing a review. */
export const reviewVisibilityInput = z.strictObject({ isVisible: z.boolean({ error: 'Görünürlük evet/hayır olmalı' }) });
