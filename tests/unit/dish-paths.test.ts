import { describe, expect, it } from 'vitest';
import { findDish } from '../../src/shared/filters.js';
import type { MenuCategory, MenuProduct } from '../../src/shared/menu.js';
import { dishPath, dishSlugs, slugOf } from '../../src/shared/paths.js';

const pide: MenuCategory = {
  id: 1,
  nameTr: 'Pide',
  nameEn: 'Pide',
  descriptionTr: '',
  descriptionEn: '',
  image: '/x.svg',
  hasMultipleSizes: true,
  availability: null,
  order: 0,
};
const dish = (id: number, nameTr: string, nameEn: string, categoryId = 1) => ({ id, categoryId, nameTr, nameEn }) as MenuProduct;

describe('a dish’s address', () => {
  it('is its name folded the Turkish way to plain letters and hyphens', () => {
    expect(slugOf('Kıymalı Pide')).toBe('kiymali-pide');
    expect(slugOf('  İskender (Bol Tereyağlı)! ')).toBe('iskender-bol-tereyagli');
    expect(slugOf('Çiğ Köfte Dürüm')).toBe('cig-kofte-durum');
    expect(slugOf('☕')).toBe('');
  });

  it('is unique in its category: a name folding to a taken one, or to nothing, gets its id', () => {
    const products = [dish(3, 'Kaşarlı', 'Cheese'), dish(7, 'Kasarli', 'Cheese!'), dish(9, '☕', '☕'), dish(4, 'Kaşarlı', 'x', 2)];
    expect(dishSlugs(products, 1, 'tr')).toEqual(
      new Map([
        [3, 'kasarli'],
        [7, 'kasarli-7'],
        [9, '9'],
      ]),
    );
    expect(dishSlugs(products, 1, 'en').get(7)).toBe('cheese-7');
    expect(findDish(products, pide, 'KASARLI-7', 'tr')?.product.id).toBe(7);
    expect(findDish(products, pide, 'kasarli', 'tr')?.product.id).toBe(3);
    expect(findDish(products, pide, 'nothing', 'tr')).toBeUndefined();
    expect(dishPath(pide, 'kasarli', 'en')).toBe('/EN/category/Pide/kasarli');
  });
});
