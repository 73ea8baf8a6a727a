import { describe, expect, it } from 'vitest';
import { decodedPath, isDisguisedPath, isStaffPath } from '../../src/shared/staff-paths.js';
import { storable } from '../../src/sw/storable.js';
import { withOfflineNotice } from '../../src/sw/offline-notice.js';

// What the guest menu's service worker may keep on a phone (src/sw/sw.ts): nothing of the back
// office, however its address is spelled, and nothing its server says no cache may keep.

describe('staff addresses are matched as the server reads them', () => {
  it.each([
    '/admin',
    '/admin/accounts',
    '/api/admin/accounts/export.csv',
    '/%61pi/admin/accounts/7/personal-data',
    '/%61pi/admin/accounts/export.csv',
    '/api/%61dmin/accounts',
    '/%41DMIN/accounts',
    '/api%2Fadmin/accounts',
    '//api/admin/accounts',
    '/%E0%A4%A', // undecodable: a server may still read it some way
  ])('%s is a staff address', (path) => {
    expect(isStaffPath(path)).toBe(true);
  });

  it.each(['/', '/EN', '/category/%C4%B0%C3%A7ecekler', '/api/menu', '/api/products/3/reviews', '/administrator'])('%s is not', (path) => {
    expect(isStaffPath(path)).toBe(false);
  });

  it('decodes and makes repeated slashes one', () => {
    expect(decodedPath('//%61pi//admin')).toBe('/api/admin');
  });
});

describe('the server refuses other spellings of /api and /admin', () => {
  it.each(['/%61pi/admin/accounts/export.csv', '/api/%61dmin/accounts', '/api%2Fadmin', '//admin/accounts', '/%61dmin'])('%s', (path) => {
    expect(isDisguisedPath(path)).toBe(true);
  });
  it.each(['/api/admin/accounts/export.csv', '/api/products/%31/reviews', '/category/%C4%B0%C3%A7ecekler', '/admin/accounts/3'])(
    'but not %s',
    (path) => {
      expect(isDisguisedPath(path)).toBe(false);
    },
  );
});

describe('answers marked no-store or private are never kept', () => {
  it.each(['no-store', 'private', 'Private, max-age=60', 'max-age=0, no-store', 'private="set-cookie"'])('%s', (header) => {
    expect(storable(header)).toBe(false);
  });
  it.each([null, 'no-cache', 'public, max-age=31536000, immutable', 'max-age=86400'])('but %s is', (header) => {
    expect(storable(header)).toBe(true);
  });
});

describe('a page the worker answers from its store', () => {
  const page = (words: string) =>
    `<html><head><meta name="sofra:offline" content="${words}" data-untimed="Offline: showing the menu as last loaded"></head>` +
    '<body><div id="root"><header></header><main id="main" tabindex="-1" class="main_x"><h1>Menu</h1></main></div></body></html>';

  it('says it is offline at its top, with when the server sent it on the phone’s clock', () => {
    const sent = new Date(2026, 10, 29, 9, 5);
    expect(withOfflineNotice(page('Offline: showing the menu as of {{time}}'), sent)).toContain(
      '<main id="main" tabindex="-1" class="main_x"><p class="offline-notice" role="status" data-stored>Offline: showing the menu as of 09:05</p><h1>',
    );
  });

  it('says so without a time when the page has no date, and leaves a page without the words as it was', () => {
    expect(withOfflineNotice(page('x {{time}}'), new Date(''))).toContain('data-stored>Offline: showing the menu as last loaded</p>');
    const older = '<html><body><main id="main"><h1>Menu</h1></main></body></html>';
    expect(withOfflineNotice(older, new Date())).toBe(older);
  });

  it('keeps the words as escaped as the server wrote them', () => {
    expect(withOfflineNotice(page('&lt;b&gt; &amp; {{time}}'), new Date(2026, 0, 1, 14, 0))).toContain(
      'data-stored>&lt;b&gt; &amp; 14:00</p>',
    );
  });
});
