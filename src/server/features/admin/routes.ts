import fastifyCookie from '@fastify/cookie';
import { accountRoutes } from '../../resources/accounts/routes.js';
import { auditRoutes } from '../../platform/audit/routes.js';
import { requireRole, requireSession, sameOriginGuard } from '../../platform/auth/guards.js';
import { loginRoute, sessionRoutes } from '../../resources/users/sign-in-routes.js';
import { campaignRoutes } from '../../resources/campaigns/routes.js';
import { categoryRoutes } from '../../resources/categories/routes.js';
import type { ServerContext } from '../../platform/context.js';
import { refusals, type Api } from '../../platform/http/contract.js';
import { ingredientRoutes } from '../../resources/ingredients/routes.js';
import { mediaRoutes } from '../../resources/media/routes.js';
import { productRoutes } from '../../resources/products/routes.js';
import { adminReviewRoutes } from '../../resources/reviews/admin-routes.js';
import { settingsRoutes } from '../../resources/settings/routes.js';
import { tableRoutes } from '../../resources/tables/routes.js';
import { tagRoutes } from '../../resources/tags/routes.js';
import { userRoutes } from '../../resources/users/routes.js';

/**
 * The back office API under /api/admin. Every request passes the same-origin guard; every
 * route but /login needs a session; /users, /audit-events and /settings need the admin role. Any
 * successful write may change what guests see, so it empties the menu cache (but a new photo:
 * guests see it once a record is saved with it).
 */
export async function adminRoutes(app: Api, context: ServerContext): Promise<void> {
  await app.register(
    async (admin) => {
      // Only the back office reads cookies; guests' requests skip the parsing.
      await admin.register(fastifyCookie);
      admin.addHook('onRequest', async (request, reply) => {
        reply.header('cache-control', 'no-store');
        sameOriginGuard(request);
      });
      // onSend runs before the answer leaves, so no guest can read the old menu after staff saw "saved".
      // (A write guests cannot see, such as a photo not yet in a record, says so in its config.)
      admin.addHook('onSend', async (request, reply, payload) => {
        if (request.method !== 'GET' && reply.statusCode < 400 && request.routeOptions.config.changesMenu !== false)
          await context.menuChanged();
        return payload;
      });

      // Every staff route may be refused by the guards: the contract says so (OpenAPI).
      admin.addHook('onRoute', (route) => {
        const session = route.url === '/api/admin/login' ? refusals(403, 415) : refusals(401, 403, 415);
        route.schema = { ...route.schema, response: { ...session, ...(route.schema?.response as object | undefined) } };
        if (route.url !== '/api/admin/login') route.schema.security = [{ session: [] }];
      });

      loginRoute(admin, context);

      await admin.register(async (staff) => {
        staff.addHook('onRequest', requireSession(context));
        sessionRoutes(staff, context);
        categoryRoutes(staff, context);
        productRoutes(staff, context);
        tagRoutes(staff, context);
        ingredientRoutes(staff, context);
        campaignRoutes(staff, context);
        accountRoutes(staff, context);
        adminReviewRoutes(staff, context);
        tableRoutes(staff, context);
        await mediaRoutes(staff, context);

        await staff.register(async (admins) => {
          admins.addHook('onRequest', requireRole('admin'));
          userRoutes(admins, context);
          auditRoutes(admins, context);
          settingsRoutes(admins, context);
        });
      });
    },
    { prefix: '/api/admin' },
  );
}
