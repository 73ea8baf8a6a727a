import fastifyCookie from '@fastify/cookie';
import { ADMIN_PAGE_TABLE } from '../../../shared/admin-pages.js';
import type { UserRole } from '../../../shared/schemas/user.js';
import { auditRoutes } from '../../platform/audit/routes.js';
import { requireRole, requireSession, sameOriginGuard } from '../../platform/auth/guards.js';
import type { ServerContext } from '../../platform/context.js';
import { refusals, type Api } from '../../platform/http/contract.js';
import type { Resource } from '../../platform/records/resource.js';
import { RECORD_NAMERS, RESOURCES } from '../../resources/index.js';
import { loginRoute, sessionRoutes } from '../../resources/users/sign-in-routes.js';

/** Who may use a resource's routes: whoever may open its page (every signed-in person for one without). */
const roleOf = (resource: Resource): UserRole => (resource.page === null ? 'user' : ADMIN_PAGE_TABLE[resource.page].role);

/**
 * The back office API under /api/admin. Every request passes the same-origin guard; every
 * route but /login needs a session; the routes of a resource whose page is for admins
 * (shared/admin-pages.ts: users, settings), and /audit-events, need the admin role. Any
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
        for (const resource of RESOURCES) if (roleOf(resource) === 'user') await resource.routes(staff, context);

        await staff.register(async (admins) => {
          admins.addHook('onRequest', requireRole('admin'));
          for (const resource of RESOURCES) if (roleOf(resource) === 'admin') await resource.routes(admins, context);
          auditRoutes(admins, context, RECORD_NAMERS);
        });
      });
    },
    { prefix: '/api/admin' },
  );
}
