import type { Locator, Page } from '@playwright/test';
import { expect } from './support.js';

// Whether what a person needs is within their reach on the screen they hold: the back office's
// pages on the counter's phone and on a laptop (screens.spec.ts, for every page; staff-phone.spec.ts
// and staff-reach.spec.ts, for its dialogs and lists).

/**
 * Nothing scrolls sideways: not the page, and not a part of it (a table in a scrolling box
 * would hide its last columns just the same). Text fields are left out: a long value scrolls
 * inside its own box, as everywhere.
 */
export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const found = await page.evaluate(() => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')} ` +
      `(${element.scrollWidth} px in ${element.clientWidth} px)`;
    const scrollers = [...document.querySelectorAll('body *')].filter((element) => {
      if (element.matches('input, textarea, select')) return false;
      const { overflowX } = getComputedStyle(element);
      return (overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1;
    });
    return { page: document.documentElement.scrollWidth, scrollers: scrollers.map(describe) };
  });
  expect(found.page, `${label}: the page is wider than the screen`).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(found.scrollers, `${label}: parts of the page scroll sideways`).toEqual([]);
}

/** Wholly on screen once scrolled to: not cut off at the right edge. */
export async function expectOnScreen(locator: Locator, label?: string): Promise<void> {
  // Centred, not "if needed": an element just cut off by the bottom edge counts as visible
  // to scrollIntoViewIfNeeded, and this is about the right edge.
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'nearest' }));
  await expect(locator, label).toBeInViewport({ ratio: 1 });
}

/** Wholly within the screen as the page is now, not scrolled to. */
export async function expectOnFirstScreen(page: Page, locator: Locator, label: string): Promise<void> {
  await expect(locator, label).toBeVisible();
  const viewport = page.viewportSize()!;
  // Where it settles: a list fetched again as the page opens draws its cards anew.
  await expect
    .poll(
      async () => {
        const box = await locator.boundingBox();
        if (!box) return 'no size';
        if (box.y < 0 || box.x < 0) return `starts off the screen (${Math.round(box.x)}, ${Math.round(box.y)})`;
        if (box.y + box.height > viewport.height) return `ends below the bottom of the ${viewport.width} × ${viewport.height} screen`;
        if (box.x + box.width > viewport.width) return 'ends off the screen to the side';
        return 'on the first screen';
      },
      { message: label },
    )
    .toBe('on the first screen');
}
