import { describe, expect, it } from 'vitest';
import { containsFolded, foldTurkish, sameName } from '../../src/shared/text.js';

describe('Turkish-aware matching (D12)', () => {
  it('finds İskender when a guest types iskender', () => {
    expect(containsFolded('İskender', 'iskender')).toBe(true);
  });

  it('finds Kıymalı when a guest types KIYMALI', () => {
    expect(containsFolded('Kıymalı Pide', 'KIYMALI')).toBe(true);
  });

  it('matches with or without Turkish letters, for guests on foreign keyboards', () => {
    expect(containsFolded('Kaşarlı Pide', 'kasarli')).toBe(true);
    expect(containsFolded('Ice Tea', 'ICE')).toBe(true);
    expect(containsFolded('Şalgam Suyu', 'ŞALGAM')).toBe(true);
  });

  it('trims and ignores case when comparing names', () => {
    expect(sameName('  İÇECEKLER ', 'içecekler')).toBe(true);
    expect(sameName('Pide', 'Tatlılar')).toBe(false);
  });

  it('an empty search matches every name, and a different word matches none', () => {
    expect(containsFolded('Ayran', '')).toBe(true);
    expect(containsFolded('Ayran', '   ')).toBe(true);
    expect(containsFolded('Ayran', 'lahmacun')).toBe(false);
  });

  it('folds runs of white space', () => {
    expect(foldTurkish('Kıymalı   Pide')).toBe('kiymali pide');
  });
});
