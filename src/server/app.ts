import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type FastifySchema, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoutes } from './features/admin/routes.js';
import type { ServerContext } from './platform/context.js';
import { dayClock } from '../shared/calendar.js';
import type { Config } from './platform/config.js';
import { openSqlite, type DatabaseHandle } from './platform/db/connect.js';
import { migrateToLatest } from './platform/db/migrate.js';
import { createFirstUser, firstPassword, type FirstUser } from './features/seed/first-user.js';
import { seed } from './features/seed/seed.js';
import { HealthWarnings, healthRoutes } from './platform/health/routes.js';
import { ClientKeys } from './platform/http/client-key.js';
import { answerExpectContinue, capConnectionsPerAddress, readRefusedBodies, requestTimeouts } from './platform/http/connections.js';
import { answerClientError } from './platform/http/client-errors.js';
import { validatorCompiler } from './platform/http/contract.js';
import { frameworkErrorHandler, registerErrorHandling } from './platform/http/errors.js';
import { registerOpenApi } from './platform/http/openapi.js';
import { registerJsonBody } from './platform/http/json-body.js';
import { loggerOptions } from './platform/http/log-options.js';
import { loggedUrl, requestLogger } from './platform/http/request-logger.js';
import { registerSecurityHeaders } from './platform/http/security-headers.js';
import { ByteLru } from './resources/media/cache.js';
import { cleanUpMedia, scheduleMediaCleanup } from './features/photo-cleanup/cleanup.js';
import { applyDueChanges, SCHEDULE_CHECK_MS, watchScheduledPrices } from './resources/prices/scheduled.js';
import {
  deleteOldEvents,
  GUEST_EVENT_SETTINGS,
  GuestEventRecorder,
  watchEventRetention,
  type GuestEventSettings,
} from './resources/reports/events.js';
import { guestEventRoutes } from './resources/reports/event-routes.js';
import { MediaQueue } from './platform/media-queue.js';
import { mediaFileRoutes, type CachedFile } from './resources/media/serve.js';
import { MEDIA_VERSION_POLL_MS, watchMediaDeletions } from './resources/media/version.js';
import { MenuCache } from './platform/menu-cache.js';
import { menuIn } from './features/menu/languages.js';
import { readPublicMenu } from './features/menu/queries.js';
import { MenuVersion } from './features/menu/version.js';
import { registerMetrics } from './platform/metrics/register.js';
import { openPostgres, waitForDatabase } from './platform/db/postgres.js';
import { menuRoutes } from './features/menu/routes.js';
import { printRoutes } from './features/print/routes.js';
import { reviewRoutes } from './resources/reviews/routes.js';
import { guestRequestRoutes } from './resources/service-requests/routes.js';
import { guestOrderRoutes } from './resources/orders/routes.js';
import type { Notifications } from './platform/db/notifications.js';
import { findTableName } from './resources/tables/queries.js';
import { logoIconRoutes } from './resources/settings/logo-icons.js';
import { registerWebApp } from './features/guest-pages/spa.js';
import { refuseDisguisedPath } from './features/guest-pages/routes.js';

export interface AppOptions {
  config: Config;
  /** An open database; by default the SQLite file in the data directory. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** The clock, for tests of time-dependent rules. */
  now?: () => Date;
  /**
   * Leave the first staff user to `app.createFirstUser()` (serve.ts calls it once listening);
   * by default it is made while building, as tests want.
   */
  deferFirstUser?: boolean;
  /**
   * How guests' events are buffered (resources/reports/events.ts): by default written every
   * second. Tests write them only when the app closes, unless they ask for a flush interval.
   */
  guestEvents?: Partial<GuestEventSettings>;
  /** How often prices set for later are looked at (SCHEDULE_CHECK_MS); a test of them looks more often than every 5 s. */
  scheduleCheckMs?: number;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The route's contract: its zod schemas for params, querystring, body and each answer's status. */
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, so tests can check each one (nothing can be forgotten). */
    routeTable: RegisteredRoute[];
    /** From now on /readyz answers 503, so load balancers send new traffic elsewhere; serve.ts calls it on SIGTERM. */
    beginShutdown(): void;
    /** Makes the first staff user when there is none (./seed/first-user.ts). */
    createFirstUser(): Promise<FirstUser>;
  }
}

const REQUEST_ID_PREFIX = randomUUID().slice(0, 8);
let requestCounter = 0;

/** How often an instance on PostgreSQL checks whether another instance changed the menu. */
export const MENU_VERSION_POLL_MS = 250;

/** Request bodies are small forms; anything bigger is refused with 413. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Builds the whole server without listening, so tests can drive it with `app.inject()`:
 * opens and migrates the database, seeds a new one, then registers the API and the web app.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logger),
    // Two log lines for every guest's every request would cost more than serving the menu;
    // requests are logged at debug level below, errors always.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    // Unique across instances and restarts, and cheap: a random prefix per process and a counter.
    genReqId: () => `${REQUEST_ID_PREFIX}-${(requestCounter += 1).toString(36)}`,
    // Client addresses (rate limits) come from X-Forwarded-For only when the proxy is named.
    trustProxy: config.trustProxy ?? false,
    return503OnClosing: true,
    childLoggerFactory: requestLogger,
    ...requestTimeouts(config.requestTimeoutMs),
    // What the router or Node's parser refuses gets the API's error body and the security headers too.
    frameworkErrors: frameworkErrorHandler(config.trustProxy),
    clientErrorHandler: answerClientError,
    // `/%61pi/admin/…` would reach the staff API (the router decodes paths) while a cache that
    // reads the raw path takes it for a guest page: such spellings get the API's 404.
    rewriteUrl: (request) => refuseDisguisedPath(request.url ?? '/'),
    // A plugin's start reads files through libuv's thread pool, which password hashes (argon2)
    // share: on a busy 2-core machine the API docs' plugin passed Fastify's 10 s default. A
    // plugin that truly hangs still stops the start, after a minute.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();
  // Each route's schema holds the shared zod schemas (src/shared/schemas): requests are
  // validated with them, and answers are written through them, so a field a schema does not
  // name (a password hash a mapper forgot to leave out) is never sent.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  capConnectionsPerAddress(app.server, config.maxConnectionsPerAddress, config.trustProxy);
  answerExpectContinue(app);
  readRefusedBodies(app);
  if (config.logLevel === 'debug' || config.logLevel === 'trace') {
    app.addHook('onResponse', async (request, reply) => {
      request.log.debug(
        { method: request.method, url: loggedUrl(request.url), statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
        'request completed',
      );
    });
  }
  // Refuse, rather than guess at, bodies that are not JSON (text/plain is Fastify's other default).
  app.removeContentTypeParser('text/plain');
  registerJsonBody(app);
  const routeTable: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url, schema: route.schema });
  });
  app.decorate('routeTable', routeTable);

  const database = options.database ?? (config.database ? openPostgres(config.database) : openSqlite(config.dataDir));
  let menuVersion: MenuVersion | undefined;
  let mediaCleanup: { stop(): Promise<void> } | undefined;
  let scheduledPrices: { stop(): Promise<void> } | undefined;
  let guestEvents: GuestEventRecorder | undefined;
  let eventRetention: { stop(): Promise<void> } | undefined;
  let stopMediaWatch: (() => void) | undefined;
  let notifications: Notifications | undefined;
  app.addHook('onClose', async () => {
    await notifications?.close();
    menuVersion?.stop();
    stopMediaWatch?.();
    // A cleanup or a price change under way finishes before the database closes.
    await mediaCleanup?.stop();
    await scheduledPrices?.stop();
    await eventRetention?.stop();
    // Guests' events still in memory are written: requests in flight have finished by now.
    await guestEvents?.stop().catch((error: unknown) => app.log.warn({ err: error }, 'writing guests’ events failed'));
    await database.close();
  });

  try {
    const { db } = database;
    const today = dayClock(config.timeZone, now);
    if (database.dialect === 'postgres') {
      await waitForDatabase(db, config.database?.connectAttempts ?? 1, (message) => app.log.warn(message));
    }
    await migrateToLatest(database);
    if ((await seed(database, { at: now(), today: today(), sampleData: config.sampleData })) === 'empty') {
      app.log.info('Started a new restaurant without the sample data (SAMPLE_DATA=0): the menu is empty.');
    }
    const password = await firstPassword(database, config.adminPassword);
    let firstUserSettled = () => {};
    // Staff requests that come in the moment between listening and the first user's creation
    // wait for it, so a sign-in as soon as the server answers finds the user.
    const firstUserWait = options.deferFirstUser && password ? new Promise<void>((resolve) => (firstUserSettled = resolve)) : undefined;
    app.decorate('createFirstUser', () => createFirstUser(database, password, now()).finally(firstUserSettled));
    if (!options.deferFirstUser) {
      const first = await app.createFirstUser();
      if (first.created) app.log.info(`Created the first staff user "${first.name}".`);
    }

    registerErrorHandling(app);
    await registerOpenApi(app);
    // Before any route: its request hook must reach them all (./metrics/requests.ts).
    const metrics = registerMetrics(app, config, database);
    const clientKeys = await ClientKeys.load(db);
    const menuCache = new MenuCache((day) => readPublicMenu(db, day, config.timeZone), today, menuIn);
    const version = new MenuVersion(db, menuCache);
    menuVersion = version;
    if (database.dialect === 'postgres') {
      // Other instances may change the menu; SQLite has one instance, which knows its own changes.
      version.watch(MENU_VERSION_POLL_MS, (error) => app.log.warn({ err: error }, 'menu version check failed'));
    }
    const context: ServerContext = {
      db,
      dialect: database.dialect,
      clientKeys,
      menuCache,
      now,
      timeZone: config.timeZone,
      today,
      menuChanged: () => version.changed(),
      metrics,
      mediaQueue: new MediaQueue(config.mediaConcurrency, config.mediaQueueLength),
      notifications: (notifications = database.notifications((error) => app.log.warn({ err: error }, 'database notifications failed'))),
      boardConnections: config.boardConnections,
      healthWarnings: new HealthWarnings(),
    };
    // Prices set for later take effect at their moment, also one that passed while no instance ran.
    scheduledPrices = watchScheduledPrices(
      options.scheduleCheckMs ?? SCHEDULE_CHECK_MS,
      () => applyDueChanges(db, database.dialect, now(), app.log),
      () => version.changed(),
      (error) => app.log.warn({ err: error }, 'scheduled price check failed'),
    );
    // Guests' events for the owner's reports: buffered, written every second, raw rows kept 48 hours.
    const recorder = new GuestEventRecorder(
      db,
      { ...GUEST_EVENT_SETTINGS, ...options.guestEvents },
      (count) => metrics?.guestEventsDropped.inc(count),
      (error) => app.log.warn({ err: error }, 'writing guests’ events failed'),
    );
    guestEvents = recorder;
    eventRetention = watchEventRetention(
      () => deleteOldEvents(db, now()),
      (error) => app.log.warn({ err: error }, 'deleting old guests’ events failed'),
    );
    const mediaFiles = new ByteLru<CachedFile>(config.mediaCacheBytes);
    mediaCleanup = scheduleMediaCleanup(
      async () => {
        for (const key of await cleanUpMedia(db, database.dialect, now(), config.mediaCleanupGraceHours))
          mediaFiles.deletePrefix(`${key}-`);
      },
      (error) => app.log.warn({ err: error }, 'photo cleanup failed'),
    );
    if (database.dialect === 'postgres') {
      // Another instance's cleanup may delete photos this one keeps in memory.
      stopMediaWatch = watchMediaDeletions(
        db,
        MEDIA_VERSION_POLL_MS,
        () => mediaFiles.clear(),
        (error) => app.log.warn({ err: error }, 'photo deletions check failed'),
      );
    }
    // Probed every few seconds by load balancers and supervisors: outside the headers' hook too.
    app.decorate('beginShutdown', healthRoutes(app, db, context.healthWarnings));
    // The busiest route stands outside the scope of the pages' security headers: a hook on
    // every request costs a twentieth of serving the menu. It sets its one header itself.
    menuRoutes(app, menuCache);
    // Photos too: guests download a dozen per page, and each answer carries its own headers.
    mediaFileRoutes(app, db, mediaFiles);
    await app.register(async (site) => {
      registerSecurityHeaders(site);
      // Only in a new restaurant's first process: the guests' menu and photos stand outside.
      if (firstUserWait) site.addHook('onRequest', () => firstUserWait);
      reviewRoutes(site, context);
      guestRequestRoutes(site, context);
      await guestOrderRoutes(site, context);
      await guestEventRoutes(site, recorder, context);
      await adminRoutes(site, context);
      await printRoutes(site, context);
      logoIconRoutes(site, db, menuCache);
      await registerWebApp(site, {
        webDir: config.webDir,
        ssrDir: config.ssrDir,
        menuCache,
        db,
        publicUrl: config.publicUrl,
        tableExists: async (name) => (await findTableName(db, name)) !== null,
      });
    });
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
