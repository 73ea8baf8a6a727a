import { mediaKey, webpVariant } from '../../shared/photo-variants.js';
import { useMenu } from '../api/menu.js';
import { useGuestTranslation } from '../i18n/language.js';

/**
 * The restaurant's own name, as staff saved it in 'Ayarlar': the guests' header, the pages'
 * titles. The product's name only until the menu has been read.
 */
export function useRestaurantName(): string {
  const { data: menu } = useMenu();
  const { t } = useGuestTranslation();
  return menu?.restaurant.restaurantName || t('app.name');
}

/**
 * The address of the restaurant's logo for the top bar (its smallest WebP, sharp at 40 CSS px
 * on any screen), or null without one: the name is then drawn as the wordmark.
 */
export function useLogo(): string | null {
  const { data: menu } = useMenu();
  const logo = menu?.restaurant.logo ?? '';
  const key = mediaKey(logo);
  const info = menu?.media[logo];
  return key === null || !info ? null : webpVariant(key, info.widths, 120);
}
