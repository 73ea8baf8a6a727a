import { describe, expect, it } from 'vitest';
import { retryAfter, tooManyAttempts } from '../../../src/web/admin/messages.js';
import { reorderWithin } from '../../../src/web/admin/products/reorder-within.js';
import { nextPath } from '../../../src/web/admin/session/next-path.js';

describe('where to go after signing in', () => {
  it('returns to the admin page that was asked for', () => {
    expect(nextPath({ from: '/admin/accounts?q=ali' }, '')).toBe('/admin/accounts?q=ali');
    expect(nextPath(null, '?next=%2Fadmin%2Ftags')).toBe('/admin/tags');
  });

  it('never leaves the back office, and never loops to the login page: the back office leads on to each one’s first page', () => {
    for (const next of ['//evil.example', 'https://evil.example/admin', '/menu', '/administrator', '/admin/login', '/\\evil.example']) {
      expect(nextPath({ from: next }, '')).toBe('/admin');
    }
    expect(nextPath(null, '')).toBe('/admin');
  });
});

describe('products reordered inside a category filter', () => {
  it('keeps the other categories where they were and lists every product once', () => {
    const all = [1, 2, 3, 4, 5].map((id) => ({ id }));
    // Products 2 and 4 are the shown category's; 4 was dragged before 2.
    expect(reorderWithin(all, [{ id: 4 }, { id: 2 }]).map((p) => p.id)).toEqual([1, 4, 3, 2, 5]);
  });
});

describe('throttling message', () => {
  it('reads Retry-After as seconds or a date and rounds up to whole minutes', () => {
    expect(retryAfter('61')).toBe(61);
    expect(retryAfter(new Date(Date.UTC(2025, 0, 1, 12, 2)).toUTCString(), Date.UTC(2025, 0, 1, 12, 0))).toBe(120);
    expect(retryAfter(null)).toBeNull();
    expect(tooManyAttempts(61)).toBe('Çok fazla deneme yapıldı. Lütfen 2 dakika sonra tekrar deneyin.');
    expect(tooManyAttempts(60)).toBe('Çok fazla deneme yapıldı. Lütfen 1 dakika sonra tekrar deneyin.');
    // The sign-in's growing waits are seconds: "1 dakika" would send the owner away for nothing.
    expect(tooManyAttempts(5)).toBe('Çok fazla deneme yapıldı. Lütfen 5 saniye sonra tekrar deneyin.');
    expect(tooManyAttempts(0.4)).toBe('Çok fazla deneme yapıldı. Lütfen 1 saniye sonra tekrar deneyin.');
  });
});
