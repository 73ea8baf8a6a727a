import { EventEmitter } from 'node:events';
import { sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { DialectName } from './dialect.js';

/**
 * News that every instance must hear at once (a guest's call for the staff boards). On
 * PostgreSQL it is the database's own LISTEN/NOTIFY: a NOTIFY sent in a transaction reaches
 * every listening instance when, and only if, the transaction commits. SQLite has a single
 * instance, which tells itself in process.
 */
export interface Notifications {
  /** Calls `onNews` after each announcement on `channel`, and after a lost listening connection is back. */
  listen(channel: string, onNews: () => void): Promise<void>;
  close(): Promise<void>;
}

/** SQLite's own instance: an announcement is heard once its transaction has the connection no more. */
const local = new EventEmitter().setMaxListeners(0);

/**
 * Announces news on `channel` from inside a transaction. On SQLite the listeners are called
 * once the current task is done; their reads wait for the transaction's end, as every query
 * does for the one connection.
 */
export async function announce<T>(trx: Transaction<T>, dialect: DialectName, channel: string): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_notify(${channelName(channel, await currentSchema(trx))}, '')`.execute(trx);
  else setImmediate(() => local.emit(channel));
}

export function sqliteNotifications(): Notifications {
  const listeners: [string, () => void][] = [];
  return {
    async listen(channel, onNews) {
      local.on(channel, onNews);
      listeners.push([channel, onNews]);
    },
    async close() {
      for (const [channel, onNews] of listeners.splice(0)) local.off(channel, onNews);
    },
  };
}

/** Channels are database-wide: a schema's name in them keeps instances of different schemas (tests) apart. */
const channelName = (channel: string, schema: string) => `${channel}:${schema}`;

async function currentSchema<T>(trx: Transaction<T>): Promise<string> {
  const row = (await sql<{ schema: string }>`select current_schema() as schema`.execute(trx)).rows[0];
  return row?.schema ?? 'public';
}

export interface PostgresListenOptions {
  url: string;
  /** The connection's settings (`-c search_path=…`), as the pool's. */
  options: string;
  ssl?: pg.ClientConfig['ssl'];
  onError: (error: unknown) => void;
}

/**
 * One connection of its own that LISTENs (a pooled one would be handed to queries). Lost, it
 * comes back after a second, listens again and calls every listener: news sent meanwhile was
 * missed, and whoever listens reads what is new itself.
 */
export function postgresNotifications({ url, options, ssl, onError }: PostgresListenOptions): Notifications {
  const listeners = new Map<string, (() => void)[]>();
  let client: pg.Client | null = null;
  let schema = 'public';
  let closed = false;
  let connecting: Promise<void> | null = null;
  let retry: NodeJS.Timeout | null = null;

  const hearAll = () => {
    for (const callbacks of listeners.values()) for (const callback of callbacks) callback();
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, options, ...(ssl === undefined ? {} : { ssl }) });
    next.on('error', (error) => onError(error));
    next.on('end', () => {
      if (client === next) client = null;
      if (!closed) scheduleReconnect();
    });
    next.on('notification', (message) => {
      const channel = message.channel.slice(0, message.channel.lastIndexOf(':'));
      for (const callback of listeners.get(channel) ?? []) callback();
    });
    await next.connect();
    schema = (await next.query<{ schema: string }>('select current_schema() as schema')).rows[0]?.schema ?? 'public';
    for (const channel of listeners.keys()) await next.query(`listen ${quoted(channelName(channel, schema))}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
  }

  function scheduleReconnect(): void {
    if (retry !== null || closed) return;
    retry = setTimeout(() => {
      retry = null;
      connecting = connect()
        .then(hearAll)
        .catch((error: unknown) => {
          onError(error);
          scheduleReconnect();
        });
    }, 1_000);
    retry.unref();
  }

  return {
    async listen(channel, onNews) {
      const known = listeners.get(channel);
      if (known) {
        known.push(onNews);
        return;
      }
      listeners.set(channel, [onNews]);
      if (connecting) await connecting.catch(() => undefined);
      if (client) await client.query(`listen ${quoted(channelName(channel, schema))}`);
      else {
        connecting = connect();
        await connecting;
      }
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
