import path from 'node:path';
import { DEFAULT_TIME_ZONE, isKnownTimeZone } from '../../shared/calendar.js';
import { PASSWORD_MIN_LENGTH } from '../../shared/schemas/user.js';
import { trustedProxies } from './http/connections.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Everything the server reads from its environment, checked once at start. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Password for the first admin; when absent one is generated and printed once (D7). */
  adminPassword: string | undefined;
  timeZone: string;
  logLevel: LogLevel;
  /** The built web app (index.html and assets). */
  webDir: string;
  /** The guest pages' server renderer (SSR_DIR; default: `ssr` beside the web app's folder). */
  ssrDir: string;
  /**
   * The menu's public address (PUBLIC_URL, `https://menu.example.com`): the absolute addresses
   * guest pages name (link previews, search engines). Unset: the address saved for the QR codes.
   */
  publicUrl: string | undefined;
  /**
   * The reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (addresses or
   * CIDR ranges, comma-separated). Unset: forwarded headers are ignored, so a client cannot
   * claim another address to dodge rate limits.
   */
  trustProxy: string | undefined;
  /** How long a client may take to send a whole request (headers and body) before it is cut off with 408. */
  requestTimeoutMs: number;
  /** How many connections one address may hold open at once (a trusted proxy's are not counted). */
  maxConnectionsPerAddress: number;
  /** PostgreSQL instead of the embedded SQLite file, for several instances (D1). */
  database: PostgresConfig | undefined;
  /** Serves Prometheus's /metrics on the app's port to `Authorization: Bearer <token>` (docs/deploy.md, "Metrics"). */
  metricsToken: string | undefined;
  /** Serves /metrics on this port of 127.0.0.1 only, without a token. */
  metricsPort: number | undefined;
  /** Photos processed at once (MEDIA_CONCURRENCY); each takes one core while it is. */
  mediaConcurrency: number;
  /** Photos that may wait their turn (MEDIA_QUEUE_LENGTH); one more is refused with 503 and Retry-After. */
  mediaQueueLength: number;
  /** Bytes of photo files kept in memory for guests (MEDIA_CACHE_MB); 0 keeps none. */
  mediaCacheBytes: number;
  /** How long a photo no record names is kept after its upload (MEDIA_CLEANUP_GRACE_HOURS). */
  mediaCleanupGraceHours: number;
  /**
   * Whether a new database's first start fills it with the sample restaurant (SAMPLE_DATA, on
   * unless `0`): its menu, campaign, veresiye accounts, tables, translations, photos and details.
   * Read only at that first start.
   */
  sampleData: boolean;
  /** Staff boards ('Masalar') one instance holds connected at once (BOARD_CONNECTIONS); the next is answered 503. */
  boardConnections: number;
}

export interface PostgresConfig {
  url: string;
  poolSize: number;
  statementTimeoutMs: number;
  /** `disable`, `require` (encrypted) or `verify-full` (encrypted, certificate checked); unset: as the URL's sslmode says. */
  ssl: 'disable' | 'require' | 'verify-full' | undefined;
  /** How many times to try reaching the server at start, with doubling waits, before giving up. */
  connectAttempts: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the configuration from environment variables. A bad value stops the start with a
 * message naming the variable, what it holds and what it should hold.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];

  const port = parsePort(env.PORT, problems);
  const host = env.HOST?.trim() || '0.0.0.0';
  const dataDir = path.resolve(env.DATA_DIR?.trim() || 'data');

  const adminPassword = env.ADMIN_PASSWORD === undefined || env.ADMIN_PASSWORD === '' ? undefined : env.ADMIN_PASSWORD;
  if (adminPassword !== undefined && adminPassword.length < PASSWORD_MIN_LENGTH) {
    problems.push(`ADMIN_PASSWORD must be at least ${PASSWORD_MIN_LENGTH} characters long (or unset, to have a strong one generated).`);
  }

  const timeZone = env.RESTAURANT_TZ?.trim() || DEFAULT_TIME_ZONE;
  if (!isKnownTimeZone(timeZone)) {
    problems.push(`RESTAURANT_TZ is "${timeZone}", which is not a known time zone (for example Europe/Istanbul).`);
  }

  const logLevel = (env.LOG_LEVEL?.trim() || 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL is "${env.LOG_LEVEL}"; use one of ${LOG_LEVELS.join(', ')}.`);
  }

  const trustProxy = env.TRUST_PROXY?.trim() || undefined;
  try {
    trustedProxies(trustProxy);
  } catch {
    problems.push(`TRUST_PROXY is "${trustProxy}"; use addresses or CIDR ranges separated by commas (for example 127.0.0.1,10.0.0.0/24).`);
  }
  const requestTimeoutMs = wholeNumber(env, 'REQUEST_TIMEOUT_MS', 30_000, 100, 600_000, problems);
  const maxConnectionsPerAddress = wholeNumber(env, 'MAX_CONNECTIONS_PER_ADDRESS', 256, 1, 100_000, problems);

  const database = parseDatabase(env, problems);
  const metricsToken = env.METRICS_TOKEN?.trim() || undefined;
  if (metricsToken !== undefined && !/^\S{16,}$/.test(metricsToken)) {
    problems.push('METRICS_TOKEN must be at least 16 characters long, without spaces (or unset, for no /metrics on the main port).');
  }
  const metricsPort = env.METRICS_PORT?.trim() ? wholeNumber(env, 'METRICS_PORT', 0, 1, 65535, problems) : undefined;
  if (metricsPort !== undefined && metricsPort === port) {
    problems.push(`METRICS_PORT is ${metricsPort}, the same as PORT; give the metrics a port of their own.`);
  }

  const publicUrl = parsePublicUrl(env.PUBLIC_URL, problems);

  const mediaConcurrency = wholeNumber(env, 'MEDIA_CONCURRENCY', 1, 1, 64, problems);
  const mediaQueueLength = wholeNumber(env, 'MEDIA_QUEUE_LENGTH', 8, 0, 1000, problems);
  const mediaCacheMb = wholeNumber(env, 'MEDIA_CACHE_MB', 64, 0, 65_536, problems);
  const mediaCleanupGraceHours = wholeNumber(env, 'MEDIA_CLEANUP_GRACE_HOURS', 24, 1, 87_600, problems);
  const sampleData = onOrOff(env, 'SAMPLE_DATA', true, problems);
  const boardConnections = wholeNumber(env, 'BOARD_CONNECTIONS', 1000, 1, 100_000, problems);

  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n- ${problems.join('\n- ')}`);
  }

  const webDir = path.resolve(env.WEB_DIR?.trim() || 'dist/web');
  return {
    port,
    host,
    dataDir,
    adminPassword,
    timeZone,
    logLevel,
    webDir,
    ssrDir: path.resolve(env.SSR_DIR?.trim() || path.join(path.dirname(webDir), 'ssr')),
    publicUrl,
    trustProxy,
    requestTimeoutMs,
    maxConnectionsPerAddress,
    database,
    metricsToken,
    metricsPort,
    mediaConcurrency,
    mediaQueueLength,
    mediaCacheBytes: mediaCacheMb * 1024 * 1024,
    mediaCleanupGraceHours,
    sampleData,
    boardConnections,
  };
}

/** Where `npm run backup` writes its copies and how many it keeps. */
export interface BackupConfig {
  dir: string;
  keep: number;
}

/** BACKUP_DIR (default: the `backups` folder in DATA_DIR) and BACKUP_KEEP (default 14 copies). */
export function loadBackupConfig(env: NodeJS.ProcessEnv, dataDir: string): BackupConfig {
  const problems: string[] = [];
  const keep = wholeNumber(env, 'BACKUP_KEEP', 14, 1, 10_000, problems);
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n- ${problems.join('\n- ')}`);
  return { dir: path.resolve(env.BACKUP_DIR?.trim() || path.join(dataDir, 'backups')), keep };
}

function parsePort(value: string | undefined, problems: string[]): number {
  if (value === undefined || value.trim() === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`PORT is "${value}"; use a whole number from 0 to 65535.`);
    return 3000;
  }
  return port;
}

function parseDatabase(env: NodeJS.ProcessEnv, problems: string[]): PostgresConfig | undefined {
  const url = env.DATABASE_URL?.trim();
  if (!url) return undefined;
  if (!/^postgres(?:ql)?:\/\//.test(url)) {
    problems.push('DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/database), or unset for SQLite.');
  }
  const ssl = env.DATABASE_SSL?.trim() || undefined;
  if (ssl !== undefined && !['disable', 'require', 'verify-full'].includes(ssl)) {
    problems.push(`DATABASE_SSL is "${ssl}"; use disable, require or verify-full.`);
  }
  return {
    url,
    poolSize: wholeNumber(env, 'DATABASE_POOL_SIZE', 10, 1, 200, problems),
    statementTimeoutMs: wholeNumber(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 15_000, 100, 600_000, problems),
    ssl: ssl as PostgresConfig['ssl'],
    connectAttempts: wholeNumber(env, 'DATABASE_CONNECT_ATTEMPTS', 8, 1, 100, problems),
  };
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    problems.push(`${name} is "${value}"; use a whole number from ${min} to ${max}.`);
    return fallback;
  }
  return number;
}

/** A switch: `1`, `true`, `yes` or `on`; `0`, `false`, `no` or `off` (any case); unset, the default. */
function onOrOff(env: NodeJS.ProcessEnv, name: string, fallback: boolean, problems: string[]): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (!value) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  problems.push(`${name} is "${env[name]}"; use 1 (on) or 0 (off).`);
  return fallback;
}

/** PUBLIC_URL: an http(s) origin (`https://menu.example.com`), or unset. */
function parsePublicUrl(value: string | undefined, problems: string[]): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  try {
    const url = new URL(text);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search && !url.hash && !url.username) {
      return url.origin;
    }
  } catch {
    // Reported below.
  }
  problems.push(`PUBLIC_URL is "${text}"; use the menu's address without a path, for example https://menu.example.com.`);
  return undefined;
}
