import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBackupConfig, loadConfig } from '../../src/server/platform/config.js';

describe('configuration from the environment', () => {
  it('has defaults that run the app on port 3000 with data in ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', timeZone: 'Europe/Istanbul', logLevel: 'info' });
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.adminPassword).toBeUndefined();
    // A whole request within 30 s; 256 connections per address (many phones share the Wi-Fi's).
    expect(config).toMatchObject({ requestTimeoutMs: 30_000, maxConnectionsPerAddress: 256, trustProxy: undefined });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/sofra',
      ADMIN_PASSWORD: 'a-long-password',
      RESTAURANT_TZ: 'Europe/London',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/24',
      REQUEST_TIMEOUT_MS: '20000',
      MAX_CONNECTIONS_PER_ADDRESS: '64',
    });
    expect(config).toMatchObject({
      trustProxy: '127.0.0.1, 10.0.0.0/24',
      requestTimeoutMs: 20_000,
      maxConnectionsPerAddress: 64,
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/sofra',
      adminPassword: 'a-long-password',
      timeZone: 'Europe/London',
      logLevel: 'warn',
    });
  });

  it('stops with a message naming each bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty', RESTAURANT_TZ: 'Mars/Olympus', LOG_LEVEL: 'loud', ADMIN_PASSWORD: 'short' })).toThrow(
      /PORT is "eighty"[\s\S]*ADMIN_PASSWORD must be at least 10[\s\S]*RESTAURANT_TZ is "Mars\/Olympus"[\s\S]*LOG_LEVEL is "loud"/,
    );
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT is "70000"/);
    expect(() =>
      loadConfig({ TRUST_PROXY: '127.0.0.1, proxy.local', REQUEST_TIMEOUT_MS: '0', MAX_CONNECTIONS_PER_ADDRESS: 'many' }),
    ).toThrow(/TRUST_PROXY is "127.0.0.1, proxy.local"[\s\S]*REQUEST_TIMEOUT_MS is "0"[\s\S]*MAX_CONNECTIONS_PER_ADDRESS is "many"/);
  });

  it('starts a new restaurant with the sample data unless SAMPLE_DATA says 0', () => {
    expect(loadConfig({}).sampleData).toBe(true);
    for (const on of ['1', 'true', 'Yes', ' on ']) expect(loadConfig({ SAMPLE_DATA: on }).sampleData, on).toBe(true);
    for (const off of ['0', 'false', 'NO', 'off']) expect(loadConfig({ SAMPLE_DATA: off }).sampleData, off).toBe(false);
    expect(() => loadConfig({ SAMPLE_DATA: 'empty' })).toThrow('SAMPLE_DATA is "empty"; use 1 (on) or 0 (off).');
  });
});

describe('PostgreSQL configuration', () => {
  it('is off without DATABASE_URL, and read with its defaults when set', () => {
    expect(loadConfig({}).database).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://sofra@db:5432/sofra' }).database).toEqual({
      url: 'postgres://sofra@db:5432/sofra',
      poolSize: 10,
      statementTimeoutMs: 15000,
      ssl: undefined,
      connectAttempts: 8,
    });
    expect(
      loadConfig({
        DATABASE_URL: 'postgresql://sofra@db/sofra',
        DATABASE_POOL_SIZE: '25',
        DATABASE_STATEMENT_TIMEOUT_MS: '5000',
        DATABASE_SSL: 'verify-full',
        DATABASE_CONNECT_ATTEMPTS: '3',
      }).database,
    ).toMatchObject({ poolSize: 25, statementTimeoutMs: 5000, ssl: 'verify-full', connectAttempts: 3 });
  });

  it('names each bad value', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', DATABASE_SSL: 'maybe', DATABASE_POOL_SIZE: '0' })).toThrow(
      /DATABASE_URL must be a PostgreSQL URL[\s\S]*DATABASE_SSL is "maybe"[\s\S]*DATABASE_POOL_SIZE is "0"/,
    );
  });
});

describe('backup settings (npm run backup)', () => {
  it('keep 14 copies in the backups folder of the data directory by default', () => {
    expect(loadBackupConfig({}, '/var/lib/sofra')).toEqual({ dir: '/var/lib/sofra/backups', keep: 14 });
  });

  it('read BACKUP_DIR and BACKUP_KEEP, and name a bad count', () => {
    expect(loadBackupConfig({ BACKUP_DIR: '/mnt/backup/sofra', BACKUP_KEEP: '30' }, '/data')).toEqual({
      dir: '/mnt/backup/sofra',
      keep: 30,
    });
    expect(() => loadBackupConfig({ BACKUP_KEEP: '0' }, '/data')).toThrow(/BACKUP_KEEP is "0"; use a whole number from 1/);
  });
});
