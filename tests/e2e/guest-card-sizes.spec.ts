import { ANY_REVIEWS_BUTTON, expect, test } from './support.js';

// A dish sold in sizes, on a phone's narrow card: each size with its price, and the reviews
// button beside them rather than on a line of its own.

test('a card’s sizes wrap without a stray "·" at the start of a line, and "Yorum yaz" sits beside them', async ({ page }) => {
  await page.goto('/category/Pide');
  const card = page.getByRole('article', { name: 'Karışık Pide', exact: true });
  const sizes = card.getByRole('list', { name: 'Boylar ve fiyatları' });
  await expect(sizes.getByRole('listitem')).toHaveText(['Normal 350 g ₺175,50', 'Büyük 500 g ₺245,00']);

  // What starts each line of the sizes, as drawn (a separator drawn before an item included).
  const lineStarts = await sizes.evaluate((list) => {
    const items = [...list.querySelectorAll('li')];
    return items
      .filter((item, index) => index === 0 || item.getBoundingClientRect().top > items[index - 1]!.getBoundingClientRect().top + 1)
      .map((item) => {
        const before = getComputedStyle(item, '::before').content;
        return (before === 'none' || before === 'normal' ? '' : before.replace(/^"|"$/g, '')) + (item.textContent ?? '');
      });
  });
  for (const line of lineStarts) expect(line.trim()).not.toMatch(/^·/);

  // The button shares a row with the sizes: no line holds it alone beside empty space.
  const list = (await sizes.boundingBox())!;
  const button = (await card.getByRole('button', { name: ANY_REVIEWS_BUTTON }).boundingBox())!;
  expect(button.y).toBeLessThan(list.y + list.height);
  expect(button.x).toBeGreaterThanOrEqual(list.x + list.width);
});
