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
