import { describe, expect, it } from 'vitest';
import { GUEST_PAGES } from '../../src/shared/guest-pages.js';
import { preloadPageParts } from '../../src/web/router.js';
import { preloadParts } from '../../src/web/ui/lazy-part.js';

describe('the router and the guest pages’ table', () => {
  it('has a part made from each source module the table names, which loads', async () => {
    for (const page of GUEST_PAGES) {
      const address = page.paths.tr.replace(/:\w+/g, 'x');
      await expect(preloadPageParts(address), address).resolves.toBeDefined();
    }
  });

  it('refuses a source module no lazily loaded part is made from: a mistake in the table', () => {
    expect(() => preloadParts(['src/web/menu/Nowhere.tsx'])).toThrow('No lazily loaded part is made from src/web/menu/Nowhere.tsx');
  });
});
