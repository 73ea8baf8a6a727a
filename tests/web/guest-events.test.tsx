import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { guestEventBatch, type GuestEvent } from '../../src/shared/schemas/report.js';
import { SEARCH_SETTLES_MS } from '../../src/web/menu/report.js';
import { renderApp } from './support/render-app.js';

/**
 * What a guest's visit tells the owner's reports ('Raporlar'), as the phone sends it: a search
 * once the guest stops typing, an allergen left out once per visit, a dish's page moved to. The
 * events go together with `navigator.sendBeacon` when the guest leaves the page, each batch one
 * the server's contract takes.
 */
let beacons: { url: string; body: string }[];

beforeEach(() => {
  beacons = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      beacons.push({ url, body });
      return true;
    },
  });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
  sessionStorage.clear();
});

/** The guest leaves the page: what waits is sent. The events sent, each batch checked against the contract. */
async function leave(): Promise<GuestEvent[]> {
  // The sender's chunk is loaded on the first event.
  await new Promise((resolve) => setTimeout(resolve, 50));
  window.dispatchEvent(new Event('pagehide'));
  const sent = beacons.splice(0);
  for (const beacon of sent) expect(beacon.url).toBe('/api/events');
  return sent.flatMap((beacon) => guestEventBatch.parse(JSON.parse(beacon.body)).events);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, SEARCH_SETTLES_MS + 100));

describe('what a guest’s visit tells the owner', () => {
  it('reports a search once, after the guest stops typing, with whether it found anything', async () => {
    const { user } = renderApp('/');
    const search = screen.getByRole('searchbox', { name: 'Tüm menüde ara' });
    await user.type(search, 'Süşi');
    // Still typing: nothing yet.
    expect(await leave()).toEqual([]);
    await settle();
    expect(await leave()).toEqual([{ kind: 'search', text: 'Süşi', found: false }]);
    await settle();
    expect(await leave()).toEqual([]);

    await user.clear(search);
    await user.type(search, 'kaşar');
    await settle();
    expect(await leave()).toEqual([{ kind: 'search', text: 'kaşar', found: true }]);
  }, 15_000);

  it('reports an allergen left out once per visit, and a dish’s page the guest moves to', async () => {
    const { user } = renderApp('/category/Pide');
    await user.click(screen.getByRole('button', { name: 'Filtreler' }));
    const exclude = within(await screen.findByRole('group', { name: 'İçermesin' }));
    await user.click(exclude.getByRole('button', { name: 'Süt içermesin' }));
    await user.click(exclude.getByRole('button', { name: 'Süt içermesin' }));
    await user.click(exclude.getByRole('button', { name: 'Süt içermesin' }));
    expect(await leave()).toEqual([{ kind: 'allergen', allergen: 'milk' }]);

    await user.click(exclude.getByRole('button', { name: 'Süt içermesin' }));
    await user.click(screen.getByRole('link', { name: /Kıymalı Pide/ }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Kıymalı Pide');
    expect(await leave()).toEqual([{ kind: 'dish', productId: 10 }]);
  });

  it('does not count the page the server drew twice: that one is counted as it shows, not as the app takes it', async () => {
    renderApp('/category/Pide/kiymali-pide');
    expect(screen.getByRole('article', { name: 'Kıymalı Pide' })).toHaveAttribute('data-dish', '10');
    expect(await leave()).toEqual([]);
  });
});
