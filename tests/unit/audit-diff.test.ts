import { describe, expect, it } from 'vitest';
import { dayStartIn } from '../../src/server/platform/audit/days.js';
import { changedFields } from '../../src/server/platform/audit/diff.js';

describe('the change history’s before → after', () => {
  const product = {
    id: 4,
    nameTr: 'Kıymalı Pide',
    priceKurus: 18000,
    tagIds: [1, 2],
    isActive: true,
    version: 3,
    updatedAt: '2026-06-15T09:00:00.000Z',
  };

  it('holds exactly the fields that changed, each with its value before and after', () => {
    const after = { ...product, priceKurus: 19500, tagIds: [2], version: 4, updatedAt: '2026-06-15T10:00:00.000Z' };
    expect(changedFields(product, after)).toEqual({
      priceKurus: { before: 18000, after: 19500 },
      tagIds: { before: [1, 2], after: [2] },
    });
  });

  it('compares lists by value, and leaves out the version and the update stamp, which change with every save', () => {
    expect(changedFields(product, { ...product, tagIds: [1, 2], version: 4, updatedAt: '2026-06-16T00:00:00.000Z' })).toEqual({});
  });

  it('gives a created record null befores and a deleted one null afters', () => {
    const tag = { id: 9, nameTr: 'Acılı', color: '#B3261E' };
    expect(changedFields(null, tag)).toEqual({ nameTr: { before: null, after: 'Acılı' }, color: { before: null, after: '#B3261E' } });
    expect(changedFields(tag, null)).toEqual({ nameTr: { before: 'Acılı', after: null }, color: { before: '#B3261E', after: null } });
  });

  it('never holds a password or its hash, whatever the field is called or however deep it sits', () => {
    const before = {
      name: 'Ayşe',
      passwordHash: '$argon2id$old',
      password: 'eski-şifre',
      currentPassword: 'x',
      settings: { PASSWORD: 'a' },
    };
    const after = {
      name: 'Ayşe K.',
      passwordHash: '$argon2id$new',
      password: 'yeni-şifre',
      newPassword: 'y',
      settings: { PASSWORD: 'b', theme: 'dark' },
    };
    const changes = changedFields(before, after);
    expect(changes).toEqual({ name: { before: 'Ayşe', after: 'Ayşe K.' }, settings: { before: {}, after: { theme: 'dark' } } });
    expect(JSON.stringify(changes)).not.toMatch(/password|argon|şifre/i);
  });
});

describe('the restaurant’s calendar days as instants', () => {
  it('begin at the restaurant’s midnight: 21:00 UTC the evening before in Istanbul', () => {
    expect(dayStartIn('Europe/Istanbul', '2026-06-15').toISOString()).toBe('2026-06-14T21:00:00.000Z');
    expect(dayStartIn('UTC', '2026-06-15').toISOString()).toBe('2026-06-15T00:00:00.000Z');
  });

  it('follow the clock change where there is one', () => {
    // New York moves to summer time at 02:00 on 8 March 2026: that day begins at UTC−5, the next at UTC−4.
    expect(dayStartIn('America/New_York', '2026-03-08').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(dayStartIn('America/New_York', '2026-03-09').toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });
});
