import { describe, expect, it } from 'vitest';
import { decodedPath, isDisguisedPath, isStaffPath } from '../../src/shared/staff-paths.js';
import { storable } from '../../src/sw/storable.js';

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
