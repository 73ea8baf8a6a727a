import { afterEach, describe, expect, it } from 'vitest';
import { readEmbeddedMenu } from '../../src/web/api/menu.js';
import { fixtureMenu } from './support/fixture-menu.js';

function embed(text: string, categories?: string) {
  const script = document.createElement('script');
  script.id = 'sofra-menu';
  script.type = 'application/json';
  if (categories !== undefined) script.dataset.categories = categories;
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => {
  document.getElementById('sofra-menu')?.remove();
});

describe('the menu embedded in the HTML', () => {
  it('is read from <script id="sofra-menu">', () => {
    embed(JSON.stringify(fixtureMenu));
    expect(readEmbeddedMenu()).toEqual({ menu: fixtureMenu, categoryIds: null });
  });

  it('names the categories whose dishes it holds when it is the page’s part of the menu', () => {
    embed(JSON.stringify(fixtureMenu), '2 5');
    expect(readEmbeddedMenu()).toEqual({ menu: fixtureMenu, categoryIds: [2, 5] });
    document.getElementById('sofra-menu')?.remove();
    embed(JSON.stringify(fixtureMenu), '');
    expect(readEmbeddedMenu()).toEqual({ menu: fixtureMenu, categoryIds: [] });
  });

  it('is absent when the page has none, so the app fetches /api/menu', () => {
    expect(readEmbeddedMenu()).toBeNull();
  });

  it('is ignored when it cannot be read', () => {
    embed('{ not json');
    expect(readEmbeddedMenu()).toBeNull();
    document.getElementById('sofra-menu')?.remove();
    embed('{"categories": 1}');
    expect(readEmbeddedMenu()).toBeNull();
    document.getElementById('sofra-menu')?.remove();
    embed(JSON.stringify(fixtureMenu), 'two');
    expect(readEmbeddedMenu()).toBeNull();
  });
});
