import { orderWords } from '../../../shared/i18n/order.js';
import { localized, type MenuProduct } from '../../../shared/menu.js';
import { useGuestTranslation } from '../../i18n/language.js';
import styles from './AddButton.module.css';
import { useAddDish } from './offer.js';

/**
 * 'Ekle' on a dish's card and page, for a guest at a table that takes orders: it opens the
 * dish's choices (size, options, quantity, note), at the size the page shows chosen. A dish
 * sold out has none: its card says so already.
 */
export function AddButton({ product, size, className }: { product: MenuProduct; size?: number; className?: string }) {
  const { language } = useGuestTranslation();
  const add = useAddDish();
  const w = orderWords(language);
  if (add === null || product.soldOut) return null;
  return (
    <button
      type="button"
      className={`${styles.add} ${className ?? ''}`}
      aria-label={`${w('add')}: ${localized(product, language)}`}
      onClick={() => add(product, size)}
    >
      {w('add')}
    </button>
  );
}
