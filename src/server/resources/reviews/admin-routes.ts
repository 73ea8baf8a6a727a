import { z } from 'zod';
import { reviewVisibilityInput } from '../../../shared/schemas/reorder.js';
import { reviewRecord, reviewVisibility } from '../../../shared/schemas/review.js';
import { actorOf, changeAudited } from '../../platform/audit/audited.js';
import type { ServerContext } from '../../platform/context.js';
import { idParams, noContent, refusals, type Api } from '../../platform/http/contract.js';
import { notFound } from '../../platform/http/errors.js';
import { deleteById } from '../../platform/records/versioned.js';
import { getReviewForStaff, listReviewsForStaff, setReviewVisibility } from './queries.js';

const MISSING = 'Yorum bulunamadı';
const params = idParams(MISSING);
const tags = ['Yorumlar'];

/** Moderation (D8): staff see recent reviews, hide or show them, and delete them. */
export function adminReviewRoutes(app: Api, { db, dialect, now }: ServerContext): void {
  app.get('/reviews', { schema: { tags, response: { 200: z.array(reviewRecord) } } }, async () => listReviewsForStaff(db));

  app.patch(
    '/reviews/:id/visibility',
    { schema: { tags, params, body: reviewVisibilityInput, response: { 200: reviewVisibility, ...refusals(400, 404) } } },
    async (request) => {
      const { id } = request.params;
      const { isVisible } = request.body;
      const what = { action: 'update', resource: 'reviews', id, read: getReviewForStaff } as const;
      await changeAudited(db, actorOf(request, dialect, now()), what, async (trx) => {
        if (!(await setReviewVisibility(trx, id, isVisible))) throw notFound(MISSING);
      });
      return { id, isVisible };
    },
  );

  app.delete('/reviews/:id', { schema: { tags, params, response: { 204: noContent, ...refusals(404) } } }, async (request, reply) => {
    const { id } = request.params;
    await changeAudited(
      db,
      actorOf(request, dialect, now()),
      { action: 'delete', resource: 'reviews', id, read: getReviewForStaff },
      (trx) => deleteById(trx, 'reviews', id, MISSING),
    );
    return reply.code(204).send(null);
  });
}
