import type { Kysely } from 'kysely';
import type { DialectName } from './db/dialect.js';
import type { Notifications } from './db/notifications.js';
import type { Database } from './db/schema.js';
import type { ClientKeys } from './http/client-key.js';
import type { MediaQueue } from './media-queue.js';
import type { MenuCache } from './menu-cache.js';
import type { Metrics } from './metrics/metrics.js';
import type { HealthWarnings } from './health/routes.js';

/** What route modules need from the app, handed to each explicitly (no globals). */
export interface ServerContext {
  db: Kysely<Database>;
  dialect: DialectName;
  clientKeys: ClientKeys;
  menuCache: MenuCache;
  now: () => Date;
  /** The restaurant's time zone (RESTAURANT_TZ), where calendar days are counted (D13). */
  timeZone: string;
  /** Today in the restaurant's time zone (D13). */
  today: () => string;
  /** Call after any change guests can see: every instance's menu cache is emptied. */
  menuChanged: () => Promise<void>;
  /** Prometheus's counters, when metrics are switched on (METRICS_TOKEN or METRICS_PORT). */
  metrics: Metrics | undefined;
  /** Where photos wait their turn to be processed (MEDIA_CONCURRENCY at a time). */
  mediaQueue: MediaQueue;
  /** News every instance hears at once (a guest's call, for the staff boards): db/notifications.ts. */
  notifications: Notifications;
  /** Staff boards one instance holds connected at once (BOARD_CONNECTIONS). */
  boardConnections: number;
  /** What /readyz lists as needing someone, each part's own (a station's printer). */
  healthWarnings: HealthWarnings;
}
