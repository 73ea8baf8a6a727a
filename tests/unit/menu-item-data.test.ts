import { describe, expect, it } from 'vitest';
import { menuItemJsonLd } from '../../src/server/features/guest-pages/page-meta.js';
import { fixtureMenu } from '../web/support/fixture-menu.js';

// A dish's page describes the dish to search engines as schema.org's MenuItem, in the head the
// server draws (server/features/guest-pages/spa.ts).

const data = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*)<\/script>/s.exec(html)![1]!) as Record<string, unknown>;

describe('a dish’s MenuItem data', () => {
  const kiymali = fixtureMenu.products.find((product) => product.nameTr === 'Kıymalı Pide')!;

  it('names the dish with a price per size and its rating', () => {
    expect(data(menuItemJsonLd(kiymali, fixtureMenu, 'tr', 'https://menu.example.com'))).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MenuItem',
      name: 'Kıymalı Pide',
      offers: [
        { '@type': 'Offer', name: 'Normal', price: '120.00', priceCurrency: 'TRY', availability: 'https://schema.org/InStock' },
        { '@type': 'Offer', name: 'Büyük', price: '170.00', priceCurrency: 'TRY' },
      ],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
  });

  it('names an uploaded photo by its JPEG file, absolute at the public address, and no photo that is no file', () => {
    const key = 'd'.repeat(32);
    const menu = { ...fixtureMenu, media: { [`/media/${key}`]: { width: 800, height: 600, widths: [320], placeholder: '' } } };
    const withPhoto = { ...kiymali, image: `/media/${key}` };
    expect(data(menuItemJsonLd(withPhoto, menu, 'tr', 'https://menu.example.com')).image).toBe(
      `https://menu.example.com/media/${key}-800.jpg`,
    );
    expect(data(menuItemJsonLd(withPhoto, menu, 'tr', null)).image).toBe(`/media/${key}-800.jpg`);
    // A photo the menu knows nothing of (removed since) is left out rather than named by a 404.
    expect(data(menuItemJsonLd({ ...kiymali, image: `/media/${'e'.repeat(32)}` }, menu, 'en', null))).not.toHaveProperty('image');
  });
});
