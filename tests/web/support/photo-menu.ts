import type { PublicMenu } from '../../../src/shared/menu.js';
import type { PhotoInfo } from '../../../src/shared/schemas/media.js';
import { fixtureMenu } from './fixture-menu.js';

/** Keys of uploaded photos in `photoMenu`. */
export const PIDE_PHOTO = '0123456789abcdef0123456789abcdef';
export const DESSERTS_PHOTO = 'fedcba9876543210fedcba9876543210';

export const PLACEHOLDER =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAGElEQVR4nGP8z8DAwMDAxMDAwMDAwAAAJQAC/d9bJ8kAAAAASUVORK5CYII=';

export const photo = (width: number, height: number, widths: number[]): PhotoInfo => ({ width, height, widths, placeholder: PLACEHOLDER });

/**
 * The fixture menu where Kıymalı Pide (first in its list) and the desserts' tile are uploaded
 * photos; everything else keeps its old address.
 */
export const photoMenu: PublicMenu = {
  ...fixtureMenu,
  categories: fixtureMenu.categories.map((category) => (category.id === 3 ? { ...category, image: `/media/${DESSERTS_PHOTO}` } : category)),
  products: fixtureMenu.products.map((product) => (product.id === 10 ? { ...product, image: `/media/${PIDE_PHOTO}` } : product)),
  media: {
    [`/media/${PIDE_PHOTO}`]: photo(1600, 1200, [320, 640, 960, 1280, 1920]),
    [`/media/${DESSERTS_PHOTO}`]: photo(900, 600, [320, 640]),
  },
};
