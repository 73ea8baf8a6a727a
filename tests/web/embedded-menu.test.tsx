import { afterEach, describe, expect, it } from 'vitest';
import { readEmbeddedMenu } from '../../src/web/api/menu.js';
import { fixtureMenu } from './support/fixture-menu.js';

function embed(text: string) {
  const script = document.createElement('script');
  script.id = 'sofra-menu';
  script.type = 'application/json';
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => {
  document.getElementById('sofra-menu')?.remove();
});

describe('the menu embedded in the HTML', () => {
  it('is read from <script id="sofra-menu">', () => {
    embed(JSON.stringify(fixtureMenu));
    expect(readEmbeddedMenu()).toEqual(fixtureMenu);
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
  });
});
