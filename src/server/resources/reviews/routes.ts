import { z } from 'zod';
import { postedReview, publicReview, reviewInput } from '../../../shared/schemas/review.js';
import type { ServerContext } from '../../platform/context.js';
import { idParams, refusals, type Api } from '../../platform/http/contract.js';
import { conflict, HttpError, notFound } from '../../platform/http/errors.js';
import { isUniqueViolation } from '../../platform/records/db-errors.js';
import { findTableName } from '../tables/queries.js';
import { isPublicProduct, listVisibleReviews, productRating, reviewByRequestId, storeReview, TOO_MANY } from './queries.js';

/**
 * How often one guest may post (D8). Everyone on the restaurant's Wi-Fi shares an address,
 * so the tight limit is per device (its signed cookie: ClientKeys.guestDevice) and the
 * address only gets a loose one against floods, and against clients that drop the cookie.
 */
export const REVIEW_RATE_LIMIT = { windowMinutes: 10, perDevice: 5, perAddress: 30 } as const;

const params = idParams('Ürün bulunamadı');
const tags = ['Menü'];

export function reviewRoutes(app: Api, { db, dialect, clientKeys, menuChanged, now }: ServerContext): void {
  app.get(
    '/api/products/:id/reviews',
    { schema: { tags, params, response: { 200: z.array(publicReview), ...refusals(404) } } },
    async (request) => {
      const { id } = request.params;
      if (!(await isPublicProduct(db, id))) throw notFound('Ürün bulunamadı');
      return listVisibleReviews(db, id);
    },
  );

  const postSchema = { tags, params, body: reviewInput, response: { 201: postedReview, ...refusals(400, 404, 409, 429) } };
  app.post('/api/products/:id/reviews', { schema: postSchema }, async (request, reply) => {
    const { id } = request.params;
    const input = request.body;
    if (!(await isPublicProduct(db, id))) throw notFound('Ürün bulunamadı');
    // The phone's own device identifier, given to it with this answer if it had none.
    const device = clientKeys.guestDevice(request);
    if (device.cookie !== null) reply.header('set-cookie', device.cookie);
    // The same review sent again (its first answer was lost): the review already posted, as an
    // answer to send. Never the sent reply itself: a reply is a thenable, so awaiting it yields
    // undefined and the handler would go on to insert the review a second time.
    const replay = async () => {
      const stored = input.requestId === undefined ? undefined : await reviewByRequestId(db, input.requestId);
      if (stored === undefined) return null;
      if (stored.productId !== id) throw conflict('Bu istek kimliği başka bir ürünün yorumuna ait.');
      return { review: stored, product: { id, ...(await productRating(db, id)) } };
    };
    const earlier = await replay();
    if (earlier) return reply.code(201).send(earlier);

    const clientKey = device.key;
    const addressKey = clientKeys.address(request);
    const postedAt = now();
    const since = new Date(postedAt.getTime() - REVIEW_RATE_LIMIT.windowMinutes * 60_000).toISOString();
    const isSpam = input.website !== undefined && input.website.trim() !== '';
    const createdAt = postedAt.toISOString();
    // A table no one set up (or a made-up one) is not recorded.
    const tableName = input.table ? await findTableName(db, input.table) : null;
    const review = {
      productId: id,
      authorName: input.name,
      rating: input.rating,
      comment: input.comment,
      isSpam,
      clientKey,
      addressKey,
      tableName,
      requestId: input.requestId ?? null,
      language: input.language ?? null,
      createdAt,
    };
    const reviewId = await storeReview(db, dialect, review, { since, ...REVIEW_RATE_LIMIT })
      // Two tries of one review at the same moment: the index let one in; answer the other with it.
      .catch(async (error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
        return null;
      });
    if (reviewId === TOO_MANY) {
      throw new HttpError(429, 'too_many_requests', 'Çok sık yorum gönderildi; lütfen biraz sonra tekrar deneyin.', undefined, {
        'retry-after': String(REVIEW_RATE_LIMIT.windowMinutes * 60),
      });
    }
    if (reviewId === null) {
      const stored = await replay();
      if (stored) return reply.code(201).send(stored);
      throw conflict('Yorum aynı anda iki kez gönderildi; lütfen sayfayı yenileyin.');
    }
    if (!isSpam) await menuChanged();

    const rating = await productRating(db, id);
    return reply.code(201).send({
      review: {
        id: reviewId,
        productId: id,
        name: input.name,
        rating: input.rating,
        comment: input.comment,
        language: input.language ?? null,
        date: createdAt,
      },
      product: { id, ...rating },
    });
  });
}
