import { describe, expect, it } from 'vitest';
import { loadStrings, translator } from '../../src/shared/i18n/translate.js';

describe('the guest translator', () => {
  it('looks up nested keys in the language asked for', () => {
    expect(translator('tr')('home.heroTitle')).toBe('Lezzetli Menümüz');
    expect(translator('en')('home.heroTitle')).toBe('Our Delicious Menu');
    expect(translator('en')('reviews.errors.tooOften')).toBe('You are posting too often, please try again a little later.');
  });

  it('fills {{placeholders}} and leaves unknown ones visible', () => {
    expect(translator('en')('home.weeklyChoice', { name: 'Künefe' })).toBe('Weekly Choice: Künefe');
    expect(translator('tr')('home.weeklyChoice', { name: 'Künefe' })).toBe('Haftanın Seçimi: Künefe');
    expect(translator('en')('home.weeklyChoice')).toBe('Weekly Choice: {{name}}');
  });

  it('chooses the plural form by count with each language’s rules', () => {
    expect(translator('en')('reviews.star', { count: 1 })).toBe('1 star');
    expect(translator('en')('reviews.star', { count: 4 })).toBe('4 stars');
    expect(translator('tr')('reviews.star', { count: 1 })).toBe('1 yıldız');
    expect(translator('tr')('reviews.star', { count: 4 })).toBe('4 yıldız');
    expect(translator('en')('category.productCount', { count: 0 })).toBe('0 products');
  });

  it('says the waiter call’s cooldown in each of Arabic’s plural forms (issue 53)', async () => {
    await loadStrings('ar');
    const t = translator('ar');
    expect(t('calls.cooldown', { count: 1 })).toContain('بعد ثانية واحدة');
    expect(t('calls.cooldown', { count: 2 })).toContain('بعد ثانيتين');
    expect(t('calls.cooldown', { count: 5 })).toContain('بعد 5 ثوانٍ');
    expect(t('calls.cooldown', { count: 30 })).toContain('بعد 30 ثانية');
    expect(t('calls.cooldown', { count: 100 })).toContain('بعد 100 ثانية');
    expect(translator('tr')('calls.cooldown', { count: 30 })).toBe('Az önce istendi; 30 sn sonra yeniden isteyebilirsiniz');
  });

  it('writes a dish’s energy in each language’s own unit, the number first (issue 53)', async () => {
    await Promise.all([loadStrings('ru'), loadStrings('ar')]);
    expect(translator('tr')('product.calories', { calories: '1.150' })).toBe('1.150 kcal');
    expect(translator('ru')('product.calories', { calories: '1 150' })).toBe('1 150 ккал');
    expect(translator('ar')('product.calories', { calories: '820' })).toBe('820 سعرة حرارية');
  });

  it('returns the key for a key that does not exist, rather than a blank', () => {
    const t = translator('en') as (key: string) => string;
    expect(t('no.such.key')).toBe('no.such.key');
  });
});
