import { afterEach, describe, expect, it } from 'vitest';
import type { QrSettings } from '../../../src/shared/schemas/table.js';
import { loadConfig } from '../../../src/server/platform/config.js';
import { startTestApp, type TestApp } from '../../support/app.js';
import { asStaff, signIn } from '../../support/staff.js';

// Guest pages are kept and served to everyone: the absolute addresses they name (the
// restaurant's in its JSON-LD, the link-preview picture) come from the configuration, never
// from the Host header a request carries.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const home = async (app: TestApp, host: string) => (await app.app.inject({ url: '/', headers: { host } })).body;

describe('the public address of guest pages', () => {
  it('is PUBLIC_URL when set, whatever Host a request names, before and after others', async () => {
    t = await startTestApp({ env: { PUBLIC_URL: 'https://menu.example.com/' } });
    for (const host of ['a.test', 'b.test', 'c.test', 'd.test', 'e.test', 'menu.example.com']) {
      const body = await home(t, host);
      expect(body).toContain('"url":"https://menu.example.com/"');
      expect(body).not.toMatch(/[a-e]\.test/);
    }
  });

  it('is the address saved for the QR codes without PUBLIC_URL', async () => {
    t = await startTestApp();
    const staff = asStaff(t.app, await signIn(t.app));
    const settings = (await staff.get('/api/admin/qr-settings')).json<QrSettings>();
    expect((await staff.put('/api/admin/qr-settings', { ...settings, publicUrl: 'https://qr.example.com' })).statusCode).toBe(200);
    const body = await home(t, 'junk.test');
    expect(body).toContain('"url":"https://qr.example.com/"');
    expect(body).not.toContain('junk.test');
  });

  it('is none without either: the pages’ addresses are relative and name no host', async () => {
    t = await startTestApp();
    const body = await home(t, 'junk.test');
    expect(body).toContain('"url":"/"');
    expect(body).not.toContain('junk.test');
  });

  it('PUBLIC_URL must be an http(s) address without a path', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://menu.example.com' }).publicUrl).toBe('https://menu.example.com');
    expect(loadConfig({}).publicUrl).toBeUndefined();
    for (const bad of ['menu.example.com', 'ftp://menu.example.com', 'https://menu.example.com/menu', 'https://a.test/?x=1']) {
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL is/);
    }
  });
});
