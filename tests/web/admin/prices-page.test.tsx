import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '../../../src/shared/schemas/product.js';
import type { PricePreviewRow } from '../../../src/shared/schemas/prices.js';
import { adminProduct } from '../../support/records.js';
import { fixtureMenu } from '../support/fixture-menu.js';
import { ADMIN, category, ok, renderAdmin, signedInAs, stubApi } from './harness.js';

const CATEGORIES = [category({ id: 1, nameTr: 'Pide' }), category({ id: 2, nameTr: 'İçecekler' })];

/** Dishes in the order staff sorted them, the two categories' dishes in between each other's. */
const product = (id: number, nameTr: string, categoryId: number): AdminProduct =>
  adminProduct({
    id,
    categoryId,
    nameTr,
    nameEn: nameTr,
    descriptionTr: `${nameTr} açıklaması`,
    descriptionEn: `${nameTr} description`,
    priceKurus: 12000,
    image: 'https://img.example/p.jpg',
    tagIds: [],
    ingredientIds: [],
    allergens: [],
    sizes: [],
    soldOut: null,
    availability: null,
    isWeeklyChoice: false,
    isActive: true,
    order: id - 1,
    version: 1,
    translations: {},
  });
const PRODUCTS = [product(1, 'Ayran', 2), product(2, 'Kıymalı Pide', 1), product(3, 'Çay', 2), product(4, 'Kaşarlı Pide', 1)];
const row = (productId: number, nameTr: string, categoryNameTr: string): PricePreviewRow => ({
  productId,
  nameTr,
  categoryNameTr,
  size: null,
  before: 12000,
  after: 13200,
  changedRecently: false,
});

describe('Fiyat güncelle', () => {
  it('lists the dishes under their categories, in the choice of a dish and in the preview (issue 53)', async () => {
    stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/categories': () => ok(CATEGORIES),
      'GET /api/admin/tags': () => ok([]),
      'GET /api/admin/products': () => ok(PRODUCTS),
      'GET /api/admin/prices/batches': () => ok([]),
      'GET /api/admin/prices/scheduled': () => ok([]),
      // The page's dates are on the restaurant's clock, which it reads from the menu.
      'GET /api/menu': () => ok(fixtureMenu),
      'GET /api/admin/prices/preview': () =>
        ok({
          rows: [row(1, 'Ayran', 'İçecekler'), row(2, 'Kıymalı Pide', 'Pide'), row(3, 'Çay', 'İçecekler'), row(4, 'Kaşarlı Pide', 'Pide')],
          basis: [1, 2, 3, 4].map((id) => ({ id, version: 1 })),
        }),
    });
    const user = userEvent.setup();
    renderAdmin('/admin/prices');
    const dish = await screen.findByRole('combobox', { name: 'Ürün' });
    await within(dish).findByRole('option', { name: 'Ayran' });
    const groups = within(dish).getAllByRole('group');
    expect(
      groups.map((group) => [
        group.getAttribute('label'),
        within(group)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ]),
    ).toEqual([
      ['Pide', ['Kıymalı Pide', 'Kaşarlı Pide']],
      ['İçecekler', ['Ayran', 'Çay']],
    ]);

    await user.type(screen.getByRole('textbox', { name: /Yüzde/ }), '10');
    await user.click(screen.getByRole('button', { name: 'Önizle' }));
    const preview = await screen.findByRole('table', { name: /Fiyatlar/ });
    // Read down the table: each category's heading, then its dishes.
    const readDown = within(preview)
      .getAllByRole('row')
      .slice(1)
      .map((line) => line.querySelector('th')?.textContent);
    expect(readDown).toEqual(['Pide', 'Kıymalı Pide', 'Kaşarlı Pide', 'İçecekler', 'Ayran', 'Çay']);
    expect(within(preview).getByRole('columnheader', { name: 'İçecekler' })).toHaveAttribute('scope', 'colgroup');
  });
});
