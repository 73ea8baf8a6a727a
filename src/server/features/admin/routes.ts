import fastifyCookie from '@fastify/cookie';
import { ADMIN_PAGE_TABLE } from '../../../shared/admin-pages.js';
import type { UserRole } from '../../../shared/roles.js';
import { auditRoutes } from '../../platform/audit/routes.js';
import { requireRouteRole, requireSession, sameOriginGuard } from '../../platform/auth/guards.js';
import type { ServerContext } from '../../platform/context.js';
import { refusals, type Api } from '../../platform/http/contract.js';
import type { Resource } from '../../platform/records/resource.js';
import { RECORD_NAMERS, RESOURCES } from '../../resources/index.js';
import { loginRoute, sessionRoutes } from '../../resources/users/sign-in-routes.js';

/**
 * Who may use a resource's routes: whoever may change what its page keeps (shared/admin-pages.ts);
 * for one without a page (photos), every staff member who edits the menu.
 */
const roleOf = (resource: Resource): UserRole => (resource.page === null ? 'user' : ADMIN_PAGE_TABLE[resource.page].role);

/**
 * Registers `routes` in a scope of their own whose routes need `role` unless one names its own
 * (route config `role`). Forgetting to name one is never a way in: the route keeps its page's role.
 */
async function withRole(app: Api, role: UserRole, routes: (scope: Api) => void | Promise<void>): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, role: route.config?.role ?? role };
    });
    await routes(scope);
  });
}

/**
 * The back office API under /api/admin. Every request passes the same-origin guard; every
 * route but /login needs a session, and a role (kitchen < waiter < user < admin, D54): its own session's
 * routes every role, a resource's routes the role of its page (shared/admin-pages.ts: users and
 * settings admins) or the one a route names itself (a waiter's sold-out switch), /audit-events
 * admins. Any successful write may change what guests see, so it empties the menu cache (but a
 * new photo: guests see it once a record is saved with it).
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
        staff.addHook('onRequest', requireRouteRole);
        await withRole(staff, 'kitchen', (own) => sessionRoutes(own, context));
        for (const resource of RESOURCES) await withRole(staff, roleOf(resource), (scope) => resource.routes(scope, context));
        await withRole(staff, 'admin', (admins) => auditRoutes(admins, context, RECORD_NAMERS));
      });
    },
    { prefix: '/api/admin' },
  );
}
