import { z } from 'zod';
import { LANGUAGES, type Language } from '../languages.js';
import { answer, withoutNul } from './fields.js';

const LANGUAGE_CODES = LANGUAGES as [Language, ...Language[]];

/** What a guest sends to post a review (DECISIONS D8). */
export const reviewInput = z.strictObject({
  name: z
    .string({ error: 'İsim gerekli' })
    .trim()
    .min(1, { error: 'İsim gerekli' })
    .max(60, { error: 'İsim en fazla 60 karakter olabilir' })
    .refine(...withoutNul('İsim')),
  rating: z
    .number({ error: 'Puan 1 ile 5 arasında bir tam sayı olmalı' })
    .int({ error: 'Puan 1 ile 5 arasında bir tam sayı olmalı' })
    .min(1, { error: 'Puan 1 ile 5 arasında bir tam sayı olmalı' })
    .max(5, { error: 'Puan 1 ile 5 arasında bir tam sayı olmalı' }),
  comment: z
    .string({ error: 'Yorum metin olmalı' })
    .trim()
    .max(1000, { error: 'Yorum en fazla 1000 karakter olabilir' })
    .refine(...withoutNul('Yorum'))
    .default(''),
  /**
   * A field people never see and bots fill in. A review that fills it is answered like any
   * other but never published.
   */
  website: z.string().max(200).optional(),
  /**
   * The table the guest is at (`/?masa=5`), as their table's code named it; stored only when
   * such a table exists, and shown to staff only.
   */
  table: z
    .string({ error: 'Masa metin olmalı' })
    .trim()
    .max(40, { error: 'Masa en fazla 40 karakter olabilir' })
    .refine(...withoutNul('Masa'))
    .optional(),
  /**
   * The phone's own name for this review (a random id, made once per review): sent again after
   * a lost answer or from offline, it finds the review already posted instead of posting it twice.
   */
  requestId: z
    .string({ error: 'İstek kimliği metin olmalı' })
    .regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'İstek kimliği 8–64 harf, rakam veya tire olmalı' })
    .optional(),
  /** The language of the page the guest wrote it on: the review says it. */
  language: z.enum(LANGUAGE_CODES, { error: `Dil şunlardan biri olmalı: ${LANGUAGES.join(', ')}` }).optional(),
});

export type ReviewInput = z.infer<typeof reviewInput>;

export const REVIEW_LIMITS = { nameMax: 60, commentMax: 1000 } as const;

/** A review as guests see it (`GET /api/products/:id/reviews`). */
export const publicReview = z.object({
  id: answer.id,
  productId: answer.id,
  name: answer.text,
  rating: z.number().int().min(1).max(5),
  comment: answer.text,
  /** The language it was written in; null for a review written before that was kept. */
  language: z.enum(LANGUAGE_CODES).nullable(),
  date: answer.timestamp,
});
export type PublicReview = z.infer<typeof publicReview>;

/** The answer to a posted review: the review, and the product's new rating for its card. */
export const postedReview = z.object({
  review: publicReview,
  product: z.object({ id: answer.id, averageRating: z.number().nullable(), reviewCount: z.number().int().nonnegative() }),
});
export type PostedReview = z.infer<typeof postedReview>;

/** A review as staff moderate it (D8): hidden ones included, with the product's Turkish name. */
export const reviewRecord = publicReview.extend({
  productNameTr: answer.text,
  isVisible: answer.flag,
  /** The table it was written at, if the guest came by a table's code. */
  table: answer.text.nullable(),
});
export type AdminReview = z.infer<typeof reviewRecord>;
export const reviewVisibility = z.object({ id: answer.id, isVisible: answer.flag });
