import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/platform/config.js';

/** METRICS_TOKEN and METRICS_PORT (docs/deploy.md, "Metrics"): off unless set, checked at start. */
describe('metrics configuration', () => {
  it('is off by default: no token, no port', () => {
    expect(loadConfig({})).toMatchObject({ metricsToken: undefined, metricsPort: undefined });
    expect(loadConfig({ METRICS_TOKEN: '  ', METRICS_PORT: '' })).toMatchObject({ metricsToken: undefined, metricsPort: undefined });
  });

  it('reads a token of 16 characters or more and a port', () => {
    expect(loadConfig({ METRICS_TOKEN: ' 0123456789abcdef ', METRICS_PORT: '9464' })).toMatchObject({
      metricsToken: '0123456789abcdef',
      metricsPort: 9464,
    });
  });

  it('stops at a short or spaced token, a bad port, or the app’s own port', () => {
    expect(() => loadConfig({ METRICS_TOKEN: '0123456789abcde' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
    expect(() => loadConfig({ METRICS_TOKEN: '01234567 89abcdef' })).toThrow(
      /METRICS_TOKEN must be at least 16 characters long, without spaces/,
    );
    expect(() => loadConfig({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT is "nine"; use a whole number from 1 to 65535/);
    expect(() => loadConfig({ METRICS_PORT: '0' })).toThrow(/METRICS_PORT is "0"/);
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(/METRICS_PORT is 8080, the same as PORT/);
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(/the same as PORT/);
  });
});
