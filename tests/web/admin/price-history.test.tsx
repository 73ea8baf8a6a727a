import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PriceHistoryEntry } from '../../../src/shared/schemas/prices.js';
import { adminProduct } from '../../support/records.js';
import { fixtureMenu } from '../support/fixture-menu.js';
import { ADMIN, category, ok, renderAdmin, signedInAs, stubApi } from './harness.js';

// The manager's device is on New York's clock; the restaurant is in Istanbul (fixture-menu.ts).
// Set before anything reads the clock, so the device's own formats are New York's too.
vi.hoisted(() => {
  process.env.TZ = 'America/New_York';
});

const KASARLI = adminProduct({
  id: 10,
  categoryId: 1,
  nameTr: 'Kaşarlı Pide',
  nameEn: 'Kashar Pide',
  descriptionTr: 'Kaşar peyniri',
  descriptionEn: 'Kashar cheese',
  image: 'https://img.example/kasarli.jpg',
  priceKurus: 100_00,
  tagIds: [],
  ingredientIds: [],
  allergens: [],
  sizes: [],
  soldOut: null,
  availability: null,
  isWeeklyChoice: false,
  isActive: true,
  order: 0,
  version: 1,
  translations: {},
});

/** The price went up with batch #3 at noon in Istanbul, and came back with its undo at half past two. */
const HISTORY: PriceHistoryEntry[] = [
  { size: null, priceKurus: 100_00, effectiveAt: '2026-03-01T11:30:00.000Z', batchId: 3, undo: true },
  { size: null, priceKurus: 110_00, effectiveAt: '2026-03-01T09:00:00.000Z', batchId: 3, undo: false },
  { size: null, priceKurus: 100_00, effectiveAt: '2026-01-10T06:15:00.000Z', batchId: null, undo: false },
];

describe('a dish’s price history', () => {
  it('shows when each price took effect on the restaurant’s clock, whatever the device’s, and its undo as an undo', async () => {
    // The premise: this device reads 09:00 UTC as four in the morning.
    expect(new Date('2026-03-01T09:00:00.000Z').getHours()).toBe(4);
    stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/products': () => ok([KASARLI]),
      'GET /api/admin/categories': () => ok([category({ id: 1, nameTr: 'Pide' })]),
      'GET /api/admin/tags': () => ok([]),
      'GET /api/admin/ingredients': () => ok([]),
      'GET /api/admin/products/10/prices': () => ok(HISTORY),
      'GET /api/menu': () => ok(fixtureMenu),
    });
    renderAdmin('/admin/products');
    const card = await screen.findByRole('article', { name: 'Kaşarlı Pide' });
    await userEvent.click(within(card).getByRole('button', { name: /Düzenle/ }));
    const dialog = screen.getByRole('dialog', { name: 'Ürünü Düzenle' });
    await userEvent.click(within(dialog).getByText('Fiyat geçmişi'));

    const table = await within(dialog).findByRole('table', { name: /Fiyat geçmişi/ });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['1 Mar 2026 14:30', '—', '₺100,00', 'Toplu değişiklik #3 geri alındı'],
      ['1 Mar 2026 12:00', '—', '₺110,00', 'Toplu değişiklik #3'],
      ['10 Oca 2026 09:15', '—', '₺100,00', 'Ürün formu'],
    ]);
  });
});
