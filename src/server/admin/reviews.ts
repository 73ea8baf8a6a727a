import type { FastifyInstance } from 'fastify';
import type { AdminReview } from '../../shared/admin.js';
import { reviewVisibilityInput } from '../../shared/schemas/reorder.js';
import type { ServerContext } from '../context.js';
import { notFound, parseWith } from '../http/errors.js';
import { flagOf, recordIdOf } from '../http/records.js';
import { deleteById } from './records.js';

const MISSING = 'Yorum bulunamadı';

/** Moderation (D8): staff see recent reviews, hide or show them, and delete them. */
export function adminReviewRoutes(app: FastifyInstance, { db }: ServerContext): void {
  app.get('/reviews', async (): Promise<AdminReview[]> => {
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
        'reviews.createdAt',
      ])
      .where('reviews.isSpam', '=', 0)
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
      date: row.createdAt,
    }));
  });

  app.patch('/reviews/:id/visibility', async (request) => {
    const id = recordIdOf(request.params, MISSING);
    const { isVisible } = parseWith(reviewVisibilityInput, request.body);
    const result = await db.updateTable('reviews').set({ isVisible: flagOf(isVisible) }).where('id', '=', id).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound(MISSING);
    return { id, isVisible };
  });

  app.delete('/reviews/:id', async (request, reply) => {
    const id = recordIdOf(request.params, MISSING);
    await deleteById(db, 'reviews', id, MISSING);
    return reply.code(204).send();
  });
}
