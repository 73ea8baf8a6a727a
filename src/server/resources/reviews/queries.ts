import type { Kysely } from 'kysely';
import { isLanguage, type Language } from '../../../shared/languages.js';
import type { AdminReview, PublicReview } from '../../../shared/schemas/review.js';
import { lockKey, type DialectName } from '../../platform/db/dialect.js';
import type { Database } from '../../platform/db/schema.js';
import { flagOf } from '../../platform/records/db-errors.js';
import { notFound } from '../../platform/http/errors.js';

/** Whether guests can see and review a product: it and its category are active. */
export async function isPublicProduct(db: Kysely<Database>, productId: number): Promise<boolean> {
  const row = await db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.categoryId')
    .select('products.id')
    .where('products.id', '=', productId)
    .where('products.isActive', '=', 1)
    .where('categories.isActive', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function listVisibleReviews(db: Kysely<Database>, productId: number): Promise<PublicReview[]> {
  const rows = await db
    .selectFrom('reviews')
    .select(['id', 'productId', 'authorName', 'rating', 'comment', 'language', 'createdAt'])
    .where('productId', '=', productId)
    .where('isVisible', '=', 1)
    .where('isSpam', '=', 0)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    productId: r.productId,
    name: r.authorName,
    rating: r.rating,
    comment: r.comment,
    language: languageOf(r.language),
    date: r.createdAt,
  }));
}

/** A stored review's language, if it is one Sofra knows (null for one written before it was kept). */
export function languageOf(code: string | null): Language | null {
  return code !== null && isLanguage(code) ? code : null;
}

export async function productRating(
  db: Kysely<Database>,
  productId: number,
): Promise<{ averageRating: number | null; reviewCount: number }> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => [eb.fn.sum<number | string | null>('rating').as('total'), eb.fn.countAll<number | string>().as('count')])
    .where('productId', '=', productId)
    .where('isVisible', '=', 1)
    .where('isSpam', '=', 0)
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  return { averageRating: count > 0 ? Number(row.total) / count : null, reviewCount: count };
}

/** How many reviews were posted with `column` = `key` since `since` (spam included). */
export async function countRecentReviews(
  db: Kysely<Database>,
  column: 'clientKey' | 'addressKey',
  key: string,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(column, '=', key)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A guest's review as it is stored. */
export interface NewReview {
  productId: number;
  authorName: string;
  rating: number;
  comment: string;
  isSpam: boolean;
  clientKey: string;
  addressKey: string;
  tableName: string | null;
  requestId: string | null;
  language: Language | null;
  createdAt: string;
}

/** What storeReview answers when the device or the address has posted its limit already. */
export const TOO_MANY = 'too-many';

/**
 * Stores a guest's review, unless its device or its address has posted its limit since
 * `since`: its id, or TOO_MANY. Counting and storing happen under a lock on the guest's keys,
 * so a burst sent at the same moment cannot slip past the limit while every request counts the
 * same few reviews.
 */
export async function storeReview(
  db: Kysely<Database>,
  dialect: DialectName,
  review: NewReview,
  limits: { since: string; perDevice: number; perAddress: number },
): Promise<number | typeof TOO_MANY> {
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, dialect, `review-device:${review.clientKey}`);
    await lockKey(trx, dialect, `review-address:${review.addressKey}`);
    if (
      (await countRecentReviews(trx, 'clientKey', review.clientKey, limits.since)) >= limits.perDevice ||
      (await countRecentReviews(trx, 'addressKey', review.addressKey, limits.since)) >= limits.perAddress
    ) {
      return TOO_MANY;
    }
    const row = await trx
      .insertInto('reviews')
      .values({ ...review, isVisible: 1, isSpam: review.isSpam ? 1 : 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** Shows or hides a review; false when there is no such review. */
export async function setReviewVisibility(db: Kysely<Database>, id: number, isVisible: boolean): Promise<boolean> {
  const result = await db
    .updateTable('reviews')
    .set({ isVisible: flagOf(isVisible) })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Recent reviews for moderation (D8), newest first; spam is left out. */
export async function listReviewsForStaff(db: Kysely<Database>, id?: number): Promise<AdminReview[]> {
  const rows = await db
    .selectFrom('reviews')
    .innerJoin('products', 'products.id', 'reviews.productId')
    .select([
      'reviews.id',
      'reviews.productId',
      'products.nameTr as productNameTr',
      'reviews.authorName',
      'reviews.rating',
      'reviews.comment',
      'reviews.isVisible',
      'reviews.tableName',
      'reviews.language',
      'reviews.createdAt',
    ])
    .where('reviews.isSpam', '=', 0)
    .$if(id !== undefined, (qb) => qb.where('reviews.id', '=', id!))
    .orderBy('reviews.createdAt', 'desc')
    .orderBy('reviews.id', 'desc')
    .limit(500)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    productId: row.productId,
    productNameTr: row.productNameTr,
    name: row.authorName,
    rating: row.rating,
    comment: row.comment,
    isVisible: row.isVisible === 1,
    table: row.tableName,
    language: languageOf(row.language),
    date: row.createdAt,
  }));
}

/** One review as staff see it. */
export async function getReviewForStaff(db: Kysely<Database>, id: number): Promise<AdminReview> {
  const [review] = await listReviewsForStaff(db, id);
  if (!review) throw notFound('Yorum bulunamadı');
  return review;
}

/** The review a phone posted under `requestId`, as its poster saw it, if there is one. */
export async function reviewByRequestId(db: Kysely<Database>, requestId: string): Promise<PublicReview | undefined> {
  const row = await db
    .selectFrom('reviews')
    .select(['id', 'productId', 'authorName', 'rating', 'comment', 'language', 'createdAt'])
    .where('requestId', '=', requestId)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      productId: row.productId,
      name: row.authorName,
      rating: row.rating,
      comment: row.comment,
      language: languageOf(row.language),
      date: row.createdAt,
    }
  );
}
