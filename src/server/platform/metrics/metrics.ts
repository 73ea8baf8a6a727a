import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { DialectName } from '../db/dialect.js';

/** The label of requests no route declares: guest pages the web app draws (200) and unknown addresses (404). */
export const UNMATCHED_ROUTE = 'unmatched';

/** Why a sign-in was refused. The staff member only ever hears "wrong name or password". */
export type SignInRefusal = 'unknown user' | 'wrong password' | 'inactive';

/** What Prometheus reads at /metrics: one registry per app, so apps in one process never clash. */
export interface Metrics {
  registry: Registry;
  /** By method, route pattern (`/api/admin/products/:id`, never the address asked for) and status code. */
  requests: Counter<'method' | 'route' | 'status_code'>;
  requestSeconds: Histogram<'method' | 'route' | 'status_code'>;
  /** Every sign-in: `outcome` success, failure (with a `reason`) or throttled (answered 429, no password checked). */
  signIns: Counter<'outcome' | 'reason'>;
  /** Time each query took on its database connection, by dialect (never by SQL text). */
  querySeconds: Histogram<'dialect'>;
  /** Guests' events the server could not take when too many came at once (resources/reports). */
  guestEventsDropped: Counter;
}

/** From a millisecond to ten seconds: a cached menu, a page, a staff write, a stuck request. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Queries are smaller: a tenth of a millisecond on SQLite, up to the statement timeout. */
const QUERY_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15];

export function createMetrics(dialect: DialectName): Metrics {
  const registry = new Registry();
  // Event-loop lag, memory, CPU, open files, garbage collection: read when Prometheus scrapes.
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const metrics: Metrics = {
    registry,
    requests: new Counter({ name: 'http_requests_total', help: 'Answered HTTP requests', labelNames, registers: [registry] }),
    requestSeconds: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request’s arrival to its answer being sent',
      labelNames,
      buckets: REQUEST_BUCKETS,
      registers: [registry],
    }),
    signIns: new Counter({
      name: 'sofra_sign_ins_total',
      help: 'Staff sign-in attempts by outcome (success, failure, throttled) and reason of a failure',
      labelNames: ['outcome', 'reason'],
      registers: [registry],
    }),
    querySeconds: new Histogram({
      name: 'sofra_db_query_duration_seconds',
      help: 'Time each database query took on its connection',
      labelNames: ['dialect'],
      buckets: QUERY_BUCKETS,
      registers: [registry],
    }),
    guestEventsDropped: new Counter({
      name: 'sofra_guest_events_dropped_total',
      help: 'Guests’ events dropped because the server’s buffer for them was full',
      registers: [registry],
    }),
  };
  // Zero from the start, so rate() and alerts see every outcome before its first occurrence.
  metrics.signIns.inc({ outcome: 'success' }, 0);
  metrics.signIns.inc({ outcome: 'throttled' }, 0);
  for (const reason of ['unknown user', 'wrong password', 'inactive'] satisfies SignInRefusal[]) {
    metrics.signIns.inc({ outcome: 'failure', reason: refusalLabel(reason) }, 0);
  }
  metrics.querySeconds.zero({ dialect });
  metrics.guestEventsDropped.inc(0);
  return metrics;
}

/** `wrong password` → `wrong_password`: label values in Prometheus's usual spelling. */
export const refusalLabel = (reason: SignInRefusal): string => reason.replace(' ', '_');
