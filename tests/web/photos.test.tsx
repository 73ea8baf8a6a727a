import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from './support/render-app.js';
import { DESSERTS_PHOTO, photoMenu, PIDE_PHOTO } from './support/photo-menu.js';

/** What a guest's phone is given for the menu's pictures: uploaded photos and old addresses. */
const cardPicture = (name: string) => within(screen.getByRole('article', { name })).getByRole('img', { name });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('an uploaded photo on a product card', () => {
  it('comes in AVIF and WebP at every width, sized like the card, over one JPEG of its real size', () => {
    renderApp('/category/Pide', { menu: photoMenu });
    const img = cardPicture('Kıymalı Pide');
    const picture = img.parentElement!;
    expect(picture.tagName).toBe('PICTURE');
    const [avif, webp] = [...picture.querySelectorAll('source')];
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(avif).toHaveAttribute(
      'srcset',
      ['320', '640', '960', '1280', '1920'].map((w) => `/media/${PIDE_PHOTO}-${w}.avif ${w}w`).join(', '),
    );
    expect(webp).toHaveAttribute('type', 'image/webp');
    expect(webp!.getAttribute('srcset')).toContain(`/media/${PIDE_PHOTO}-640.webp 640w`);
    // A compact card's thumbnail: 112 px wide on a phone, 144 px from a tablet up.
    for (const source of [avif!, webp!]) {
      expect(source).toHaveAttribute('sizes', '(min-width: 768px) 144px, 112px');
    }
    expect(img).toHaveAttribute('src', `/media/${PIDE_PHOTO}-1280.jpg`);
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1200');
    expect(img).toHaveAttribute('data-photo', PIDE_PHOTO);
    // The first card's picture is the page's largest: fetched at once, first.
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('the first screen’s thumbnails are fetched at once, a card further down waits to be scrolled near', () => {
    const pide = photoMenu.products.find((product) => product.id === 11)!;
    const more = [1, 2, 3].map((n) => ({ ...pide, id: 100 + n, nameTr: `Pide ${n}`, nameEn: `Pide ${n}` }));
    renderApp('/category/Pide', { menu: { ...photoMenu, products: [...photoMenu.products, ...more] } });
    // An old address stays a plain picture.
    const kusbasili = cardPicture('Kuşbaşılı Pide');
    expect(kusbasili.parentElement!.tagName).not.toBe('PICTURE');
    expect(kusbasili).toHaveAttribute('src', '/images/menu/kusbasili-pide.svg');
    expect(kusbasili).not.toHaveAttribute('data-photo');
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(6);
    const loading = cards.map((card) => card.querySelector('img')!.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
    // Only the first card's picture is asked for before the others.
    expect(cards.map((card) => card.querySelector('img')!.getAttribute('fetchpriority'))).toEqual(['high', null, null, null, null, null]);
  });

  it('a category tile’s photo is sized for half the page', () => {
    renderApp('/', { menu: photoMenu });
    const tile = document.body.querySelector(`img[data-photo="${DESSERTS_PHOTO}"]`)!;
    expect(tile).toHaveAttribute('src', `/media/${DESSERTS_PHOTO}-900.jpg`);
    expect(tile).toHaveAttribute('loading', 'lazy');
    const avif = tile.parentElement!.querySelector('source[type="image/avif"]')!;
    expect(avif).toHaveAttribute('srcset', `/media/${DESSERTS_PHOTO}-320.avif 320w, /media/${DESSERTS_PHOTO}-640.avif 640w`);
    expect(avif.getAttribute('sizes')).toMatch(/calc\(50vw - 22px\)$/);
  });
});

describe('a picture that cannot be loaded', () => {
  it('becomes a tile with the product’s initial, never a broken image', () => {
    renderApp('/category/Pide', { menu: photoMenu });
    fireEvent.error(cardPicture('Kaşarlı Pide'));
    const card = screen.getByRole('article', { name: 'Kaşarlı Pide' });
    expect(card.querySelector('img')).toBeNull();
    const fallback = within(card).getByRole('img', { name: 'Kaşarlı Pide' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent('K');
    // The other cards are untouched.
    expect(cardPicture('Kıymalı Pide').tagName).toBe('IMG');
  });

  it('an uploaded photo that fails the same way', () => {
    renderApp('/category/Pide', { menu: photoMenu });
    fireEvent.error(cardPicture('Kıymalı Pide'));
    const card = screen.getByRole('article', { name: 'Kıymalı Pide' });
    expect(card.querySelector('img, picture')).toBeNull();
    expect(within(card).getByRole('img', { name: 'Kıymalı Pide' })).toHaveTextContent('K');
  });

  it('one that failed before the app attached (nobody heard its error) is replaced as the app starts', () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    renderApp('/category/Pide', { menu: photoMenu });
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    for (const card of cards) expect(card.querySelector('img')).toBeNull();
    expect(within(cards[1]!).getByRole('img', { name: 'Kaşarlı Pide' })).toHaveTextContent('K');
  });

  it('a decorative category tile falls back silently, with its initial', () => {
    renderApp('/', { menu: photoMenu });
    const tile = screen.getByRole('link', { name: /^İçecekler/ });
    fireEvent.error(tile.querySelector('img')!);
    expect(tile.querySelector('img')).toBeNull();
    const fallback = tile.querySelector('[aria-hidden="true"]')!;
    expect(fallback).toHaveTextContent('İ');
    expect(screen.getByRole('link', { name: /^Tatlılar/ }).querySelector('img')).not.toBeNull();
  });
});
