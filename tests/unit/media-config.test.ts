import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/platform/config.js';

describe('the photos’ configuration', () => {
  it('processes one photo at a time, keeps 64 MB of files in memory and unused photos a day, by default', () => {
    expect(loadConfig({})).toMatchObject({ mediaConcurrency: 1, mediaCacheBytes: 64 * 1024 * 1024, mediaCleanupGraceHours: 24 });
  });

  it('lets 8 photos wait their turn by default, MEDIA_QUEUE_LENGTH otherwise', () => {
    expect(loadConfig({}).mediaQueueLength).toBe(8);
    expect(loadConfig({ MEDIA_QUEUE_LENGTH: '0' }).mediaQueueLength).toBe(0);
    expect(() => loadConfig({ MEDIA_QUEUE_LENGTH: 'many' })).toThrow('MEDIA_QUEUE_LENGTH');
  });

  it('reads MEDIA_CONCURRENCY, MEDIA_CACHE_MB (0: no cache) and MEDIA_CLEANUP_GRACE_HOURS', () => {
    expect(loadConfig({ MEDIA_CONCURRENCY: '2', MEDIA_CACHE_MB: '0', MEDIA_CLEANUP_GRACE_HOURS: '72' })).toMatchObject({
      mediaConcurrency: 2,
      mediaCacheBytes: 0,
      mediaCleanupGraceHours: 72,
    });
  });

  it.each([
    ['MEDIA_CONCURRENCY', '0'],
    ['MEDIA_CONCURRENCY', 'two'],
    ['MEDIA_CACHE_MB', '-1'],
    ['MEDIA_CACHE_MB', '1.5'],
    ['MEDIA_CLEANUP_GRACE_HOURS', '0'],
  ])('refuses %s=%s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
