import type { PublicMenu } from './menu.js';

/**
 * The part of the menu a guest page embeds. A long menu is mostly dishes, and a page shows the
 * dishes of one category at most: it carries every category (the grid, the names in addresses)
 * but only the dishes of `categoryIds`, with their tags, ingredients and photos. The app fetches
 * the whole menu once the page is on screen, before the guest can go anywhere else.
 */
export interface MenuPart {
  menu: PublicMenu;
  /** The categories whose dishes are all in `menu`; null when it is the whole menu. */
  categoryIds: number[] | null;
}

/**
 * The part of `menu` holding every dish of `categoryIds`, and the weekly choice (the home page
 * shows it whatever the page's categories).
 */
export function menuPart(menu: PublicMenu, categoryIds: number[]): MenuPart {
  const shown = new Set(categoryIds);
  const products = menu.products.filter((product) => shown.has(product.categoryId) || product.id === menu.weeklyChoiceId);
  const images = [...menu.categories, ...products, ...(menu.campaign ? [menu.campaign] : [])].map((record) => record.image ?? '');
  const media = Object.fromEntries(images.filter((image) => image in menu.media).map((image) => [image, menu.media[image]!]));
  return {
    menu: {
      ...menu,
      products,
      tags: menu.tags.filter((tag) => shown.has(tag.categoryId)),
      ingredients: menu.ingredients.filter((ingredient) => shown.has(ingredient.categoryId)),
      media,
    },
    categoryIds,
  };
}

/** Whether `part` holds every dish of the category (the page showing it can be drawn). */
export function holdsCategory(part: Pick<MenuPart, 'categoryIds'>, categoryId: number): boolean {
  return part.categoryIds === null || part.categoryIds.includes(categoryId);
}
