import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/connect.js';
import { metricsRoute } from './exposition.js';
import { createMetrics, type Metrics } from './metrics.js';
import { countRequests } from './requests.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus's figures; null when neither METRICS_TOKEN nor METRICS_PORT is set. */
    metrics: Metrics | null;
  }
}

/**
 * Switches metrics on when METRICS_TOKEN or METRICS_PORT is set: the request hook, the
 * database's query times, and `/metrics` on the app's port behind the token. Call before any
 * route is registered. With neither set nothing is added at all, not even a hook: /metrics is
 * an unknown address (404) and the guest menu pays nothing.
 */
export function registerMetrics(app: FastifyInstance, config: Config, database: DatabaseHandle): Metrics | undefined {
  if (config.metricsToken === undefined && config.metricsPort === undefined) {
    app.decorate('metrics', null);
    return undefined;
  }
  const metrics = createMetrics(database.dialect);
  app.decorate('metrics', metrics);
  countRequests(app, metrics);
  const dialect = { dialect: database.dialect };
  database.queryTimer.listen((ms) => metrics.querySeconds.observe(dialect, ms / 1000));
  if (config.metricsToken !== undefined) metricsRoute(app, metrics.registry, config.metricsToken);
  return metrics;
}
