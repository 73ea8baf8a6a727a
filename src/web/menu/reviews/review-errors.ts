import type { z } from 'zod';
import type { Language } from '../../../shared/menu.js';
import { REVIEW_LIMITS } from '../../../shared/schemas/review.js';
import { ApiError } from '../../api/client.js';
import type { Translate } from '../../../shared/i18n/translate.js';

export type ReviewField = 'name' | 'rating' | 'comment';
export type ReviewFieldErrors = Partial<Record<ReviewField, string>>;

export interface ReviewErrors {
  fields: ReviewFieldErrors;
  /** A message about the whole form (too many posts, no connection…). */
  form?: string;
}

/**
 * The shared schema's issues, in the guest's language. The schema's own messages are Turkish
 * (the server and the back office use them); a guest reading English gets English.
 */
export function clientErrors(issues: readonly z.core.$ZodIssue[], t: Translate): ReviewFieldErrors {
  const fields: ReviewFieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (field === 'name' && !fields.name) {
      fields.name =
        issue.code === 'too_big' ? t('reviews.errors.nameTooLong', { max: REVIEW_LIMITS.nameMax }) : t('reviews.errors.nameRequired');
    } else if (field === 'rating' && !fields.rating) {
      fields.rating = t('reviews.errors.ratingRequired');
    } else if (field === 'comment' && !fields.comment) {
      fields.comment = t('reviews.errors.commentTooLong', { max: REVIEW_LIMITS.commentMax });
    }
  }
  return fields;
}

/**
 * What to tell the guest when posting failed. The server's field messages are Turkish, so a
 * Turkish guest sees them as written and an English guest a matching English sentence.
 */
export function serverErrors(error: unknown, t: Translate, language: Language): ReviewErrors {
  if (!(error instanceof ApiError)) return { fields: {}, form: t('reviews.errors.generic') };
  if (error.status === 429) return { fields: {}, form: t('reviews.errors.tooOften') };
  if (error.status === 404) return { fields: {}, form: t('reviews.errors.productGone') };
  if (error.status === 400 && error.body.fields) {
    const fields: ReviewFieldErrors = {};
    const fallback = {
      name: t('reviews.errors.checkName'),
      rating: t('reviews.errors.checkRating'),
      comment: t('reviews.errors.checkComment'),
    } as const;
    for (const field of ['name', 'rating', 'comment'] as const) {
      const message = error.body.fields[field];
      if (message !== undefined) fields[field] = language === 'tr' && message ? message : fallback[field];
    }
    if (Object.keys(fields).length > 0) return { fields };
  }
  return { fields: {}, form: t('reviews.errors.generic') };
}
