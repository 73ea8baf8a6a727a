import { reviewRecordName } from '../../../shared/schemas/audit.js';
import type { Resource } from '../../platform/records/resource.js';
import { adminReviewRoutes } from './admin-routes.js';

/** Guests' reviews of the dishes, which staff hide, show and delete (guests post them: routes.ts). */
export const reviews: Resource = {
  name: 'reviews',
  page: 'reviews',
  tables: ['reviews'],
  routes: adminReviewRoutes,
  names: {
    // By its dish and its author.
    reviews: {
      read: async (db, ids) =>
        new Map(
          (
            await db
              .selectFrom('reviews')
              .innerJoin('products', 'products.id', 'reviews.productId')
              .select(['reviews.id as id', 'products.nameTr as dish', 'reviews.authorName as author'])
              .where('reviews.id', 'in', ids)
              .execute()
          ).map((row) => [row.id, reviewRecordName(row.dish, row.author)]),
        ),
      kept: (field) => {
        const dish = field('productNameTr');
        const author = field('name');
        return dish && author ? reviewRecordName(dish, author) : null;
      },
    },
  },
};
