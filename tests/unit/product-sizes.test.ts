import { describe, expect, it } from 'vitest';
import { basePriceOf, productInput } from '../../src/shared/schemas/product.js';

const product = {
  nameTr: 'Lahmacun',
  nameEn: 'Lahmacun',
  descriptionTr: 'İnce',
  descriptionEn: 'Thin',
  image: '/images/x.svg',
  categoryId: 1,
};
const messages = (value: unknown) => {
  const result = productInput.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};
const size = (labelTr: string, labelEn: string, price: unknown) => ({ labelTr, labelEn, price });

describe('a product has one price or two or more sizes, each priced', () => {
  it('one price: required without sizes', () => {
    expect(messages({ ...product, price: '120,50' })).toEqual({});
    expect(messages({ ...product })).toEqual({ price: 'Fiyat gerekli' });
    expect(messages({ ...product, price: '' })).toEqual({ price: 'Fiyat gerekli' });
  });

  it('sizes: the one price may be blank, and the saved price is the lowest size', () => {
    const input = { ...product, price: '', sizes: [size('Büyük', 'Large', '90'), size('Küçük', 'Small', '60,50')] };
    expect(messages(input)).toEqual({});
    const data = productInput.parse(input);
    expect(data.sizes.map((s) => s.price)).toEqual([90_00, 60_50]);
    expect(basePriceOf(data)).toBe(60_50);
  });

  it('refuses one size, a size without a price, a negative price and repeated names, each under its field', () => {
    expect(messages({ ...product, sizes: [size('Küçük', 'Small', '60')] })).toEqual({
      sizes: 'En az iki boy girin ya da boyları kaldırıp tek fiyat yazın',
    });
    expect(messages({ ...product, sizes: [size('Küçük', 'Small', '60'), size('Büyük', 'Large', '')] })).toEqual({
      'sizes.1.price': 'Boy fiyatı gerekli',
    });
    expect(messages({ ...product, sizes: [size('Küçük', 'Small', '60'), size('Büyük', 'Large', '-5')] })).toEqual({
      'sizes.1.price': 'Boy fiyatı 0 veya daha büyük olmalı',
    });
    // Turkish-aware: 'KÜÇÜK' is 'Küçük' again.
    expect(messages({ ...product, sizes: [size('Küçük', 'Small', '60'), size('KÜÇÜK', 'Large', '90')] })).toEqual({
      'sizes.1.labelTr': 'Boy adları farklı olmalı',
    });
    expect(messages({ ...product, sizes: [size('', 'Small', '60'), size('Büyük', 'Large', '90')] })).toEqual({
      'sizes.0.labelTr': 'Boy adı (TR) gerekli',
    });
  });

  it("shows the size messages together with the other fields' messages", () => {
    expect(messages({ ...product, nameTr: '', sizes: [size('Küçük', 'Small', '')] })).toEqual({
      nameTr: 'Ürün adı (TR) gerekli',
      sizes: 'En az iki boy girin ya da boyları kaldırıp tek fiyat yazın',
      'sizes.0.price': 'Boy fiyatı gerekli',
    });
  });

  it('refuses what is not a list of sizes, and more than six', () => {
    expect(messages({ ...product, price: '1', sizes: 'Küçük' })).toEqual({ sizes: 'Boylar bir liste olmalı' });
    expect(messages({ ...product, price: '1', sizes: [42, size('a', 'b', '1')] })).toEqual({ 'sizes.0': 'Her boyun adı ve fiyatı olmalı' });
    const many = Array.from({ length: 7 }, (_, i) => size(`Boy ${i}`, `Size ${i}`, String(i + 1)));
    expect(messages({ ...product, sizes: many })).toEqual({ sizes: 'En fazla 6 boy girilebilir' });
  });
});
