import path from 'node:path';
import { DEFAULT_TIME_ZONE, isKnownTimeZone } from '../shared/calendar.js';

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
  /**
   * The reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (addresses or
   * CIDR ranges, comma-separated). Unset: forwarded headers are ignored, so a client cannot
   * claim another address to dodge rate limits.
   */
  trustProxy: string | undefined;
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
  if (adminPassword !== undefined && adminPassword.length < 10) {
    problems.push('ADMIN_PASSWORD must be at least 10 characters long (or unset, to have a strong one generated).');
  }

  const timeZone = env.RESTAURANT_TZ?.trim() || DEFAULT_TIME_ZONE;
  if (!isKnownTimeZone(timeZone)) {
    problems.push(`RESTAURANT_TZ is "${timeZone}", which is not a known time zone (for example Europe/Istanbul).`);
  }

  const logLevel = (env.LOG_LEVEL?.trim() || 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL is "${env.LOG_LEVEL}"; use one of ${LOG_LEVELS.join(', ')}.`);
  }

  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n- ${problems.join('\n- ')}`);
  }

  return {
    port,
    host,
    dataDir,
    adminPassword,
    timeZone,
    logLevel,
    webDir: path.resolve(env.WEB_DIR?.trim() || 'dist/web'),
    trustProxy: env.TRUST_PROXY?.trim() || undefined,
  };
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
