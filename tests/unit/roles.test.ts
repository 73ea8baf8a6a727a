import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_TABLE, ADMIN_PAGES, landingPage, mayChange, mayOpen } from '../../src/shared/admin-pages.js';
import { roleAtLeast, USER_ROLES } from '../../src/shared/roles.js';

describe('the staff roles (D6, D54, D59)', () => {
  it('rank kitchen < waiter < user < admin: each may do all that the ones below may', () => {
    expect(USER_ROLES).toEqual(['kitchen', 'waiter', 'user', 'admin']);
    expect(roleAtLeast('waiter', 'kitchen')).toBe(true);
    expect(roleAtLeast('kitchen', 'waiter')).toBe(false);
    expect(roleAtLeast('admin', 'waiter')).toBe(true);
    expect(roleAtLeast('user', 'user')).toBe(true);
    expect(roleAtLeast('user', 'admin')).toBe(false);
    expect(roleAtLeast('waiter', 'user')).toBe(false);
  });

  it('open to the kitchen only its stations’ screens, to a waiter the products, to read, the board and the screens', () => {
    const linked = ADMIN_PAGES.filter((page) => ADMIN_PAGE_TABLE[page].nav !== null);
    expect(linked.filter((page) => mayOpen(page, 'kitchen'))).toEqual(['kitchen']);
    expect(linked.filter((page) => mayOpen(page, 'waiter'))).toEqual(['products', 'board', 'kitchen']);
    expect(mayChange('board', 'waiter')).toBe(true);
    expect(mayChange('products', 'waiter')).toBe(false);
    for (const page of ['accounts', 'settings', 'users', 'prices', 'print', 'translations', 'reviews', 'audit'] as const) {
      expect(mayOpen(page, 'waiter'), page).toBe(false);
    }
    // Staff and admins open every page they could before.
    expect(linked.filter((page) => !mayOpen(page, 'user'))).toEqual([
      'users',
      'stations',
      'prices',
      'reports',
      'day-end',
      'audit',
      'settings',
    ]);
    expect(linked.every((page) => mayOpen(page, 'admin') && mayChange(page, 'admin'))).toBe(true);
  });

  it('lead each role from /admin to the first page they may work on, else the first they may read', () => {
    expect(landingPage('admin')).toBe('products');
    expect(landingPage('user')).toBe('products');
    expect(landingPage('waiter')).toBe('board');
    expect(landingPage('kitchen')).toBe('kitchen');
  });
});
