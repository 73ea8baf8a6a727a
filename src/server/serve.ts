// The server's start, loaded by main.ts once the process is the one that serves.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './platform/config.js';
import { listenForMetrics } from './platform/metrics/listener.js';
import { removePidFile, writePidFile } from './platform/pid-file.js';
import { firstUserNotice } from './features/seed/first-user.js';

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

  const app = await buildApp({ config, deferFirstUser: true });
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
    // Node closes the connections idle at the moment closing begins. A keep-alive connection
    // busy then is idle once its answer is sent, and stayed open until its keep-alive timeout
    // (72 s), and the process with it: on a busy 2-core host a stop under staff's writes took 70 s.
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
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

  let address: string;
  try {
    address = await app.listen({ port: config.port, host: config.host });
    if (config.metricsPort !== undefined) metricsListener = await listenForMetrics(app, config.metricsPort);
  } catch (error) {
    const problem = portProblem(error, config);
    if (problem === undefined) throw error;
    console.error(problem);
    await Promise.allSettled([app.close(), metricsListener?.close()]);
    process.exit(2);
  }
  if (usesPidFile) writePidFile(config.dataDir);
  app.log.info(`Sofra is serving the menu at ${address.replace('0.0.0.0', 'localhost')} (${whereDataLives(config)}).`);
  if (config.metricsPort !== undefined) {
    app.log.info(`Metrics for Prometheus at http://127.0.0.1:${config.metricsPort}/metrics (this machine only).`);
  }
  // Only now that guests can reach the server: a start that failed before this point made no
  // user, so the next start makes it and shows its password.
  const first = await app.createFirstUser();
  if (first.created && first.generatedPassword !== undefined) {
    process.stdout.write(firstUserNotice(first.name, first.generatedPassword));
  } else if (first.created) {
    app.log.info(`Created the first staff user "${first.name}" with the password from ADMIN_PASSWORD.`);
  }
}

/** A port the server cannot have, said in one line as bad configuration is; undefined for any other failure. */
function portProblem(error: unknown, config: Config): string | undefined {
  const { code, port } = error as { code?: unknown; port?: unknown };
  const which = port === config.metricsPort && port !== undefined ? 'METRICS_PORT' : 'PORT';
  const number = typeof port === 'number' ? port : config.port;
  if (code === 'EADDRINUSE') return `Port ${number} is in use by another program: stop it, or set ${which} to a free port.`;
  if (code === 'EACCES') return `Port ${number} needs special permission on this machine: set ${which} to 1024 or above.`;
  if (code === 'EADDRNOTAVAIL')
    return `HOST is "${config.host}", which is not an address of this machine; use 0.0.0.0 or one of its addresses.`;
  return undefined;
}

/** Where the restaurant's data is, for the start line; a database URL's password is never printed. */
function whereDataLives(config: Config): string {
  if (config.database === undefined) return `data in ${config.dataDir}`;
  try {
    const url = new URL(config.database.url);
    const user = url.username ? `${decodeURIComponent(url.username)}@` : '';
    return `data in the PostgreSQL database ${url.protocol}//${user}${url.host}${url.pathname}`;
  } catch {
    return 'data in the PostgreSQL database of DATABASE_URL';
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
