import { afterEach, describe, expect, it } from 'vitest';
import { readEmbeddedMenu, readSteadyOffset } from '../../src/web/api/menu.js';
import { fixtureMenu } from './support/fixture-menu.js';

function embed(text: string, categories?: string, utcOffset?: string) {
  const script = document.createElement('script');
  script.id = 'sofra-menu';
  script.type = 'application/json';
  if (categories !== undefined) script.dataset.categories = categories;
  if (utcOffset !== undefined) script.dataset.utcOffset = utcOffset;
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

describe('the restaurant’s offset from UTC given with it', () => {
  it('is read as minutes and the span it holds for', () => {
    embed(JSON.stringify(fixtureMenu), undefined, '180 1700000000000 1800000000000');
    expect(readSteadyOffset()).toEqual({ minutes: 180, from: 1_700_000_000_000, until: 1_800_000_000_000 });
    document.getElementById('sofra-menu')?.remove();
    embed(JSON.stringify(fixtureMenu), undefined, '-210 1 2');
    expect(readSteadyOffset()).toEqual({ minutes: -210, from: 1, until: 2 });
  });

  it('is absent or unreadable: the app builds a formatter instead', () => {
    embed(JSON.stringify(fixtureMenu));
    expect(readSteadyOffset()).toBeNull();
    for (const given of ['', '180', '180 x 2', 'x 1 2', '180 2 1']) {
      document.getElementById('sofra-menu')?.remove();
      embed(JSON.stringify(fixtureMenu), undefined, given);
      expect(readSteadyOffset(), given).toBeNull();
    }
  });
});
