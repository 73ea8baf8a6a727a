// First, before any other module runs: see malloc-arenas.ts and tick-records.ts.
import './malloc-arenas.js';
import './tick-records.js';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { listenForMetrics } from './metrics/listener.js';
import { removePidFile, writePidFile } from './pid-file.js';

/** Starts Sofra: reads the configuration, builds the app and listens until told to stop. */
async function main(): Promise<void> {
  // Whatever the server or SQLite creates (the database, its -wal and -shm, the pid file) is
  // the server user's alone; the database code sets those modes itself too.
  process.umask(0o077);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }

  const app = await buildApp({ config });
  // On SQLite, tools that must not run alongside the server (restore) look for this file.
  const usesPidFile = config.database === undefined;
  let metricsListener: FastifyInstance | undefined;
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    // First of all, so a load balancer probing /readyz stops sending new traffic here.
    app.beginShutdown();
    app.log.info(`${signal} received: finishing requests in flight, then closing the database.`);
    Promise.all([app.close(), metricsListener?.close()]).then(
      () => {
        if (usesPidFile) removePidFile(config.dataDir);
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  if (usesPidFile) writePidFile(config.dataDir);
  app.log.info(`Sofra is serving the menu at ${address.replace('0.0.0.0', 'localhost')} (data in ${config.dataDir}).`);
  if (config.metricsPort !== undefined) {
    metricsListener = await listenForMetrics(app, config.metricsPort);
    app.log.info(`Metrics for Prometheus at http://127.0.0.1:${config.metricsPort}/metrics (this machine only).`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
