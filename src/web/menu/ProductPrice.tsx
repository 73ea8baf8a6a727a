import { MENU_LANGUAGES, type Language } from '../../shared/languages.js';
import { langOf, menuText, type MenuProduct } from '../../shared/menu.js';
import { ablativeOf, formatLira } from '../../shared/money.js';
import { portionWeight } from '../../shared/portion.js';
import { useGuestTranslation } from '../i18n/language.js';
import styles from './ProductPrice.module.css';

/** A card lists at most this many sizes with their prices; more say where the prices start. */
const LISTED_SIZES = 3;

interface ProductPriceProps {
  product: Pick<MenuProduct, 'priceKurus' | 'grams' | 'sizes'>;
  /** Where space is short (a search result, the weekly choice): one line, "₺100,00'den başlayan". */
  short?: boolean;
  className?: string | undefined;
  /** The element of a one-line price: a paragraph, or a span inside a link. */
  as?: 'p' | 'span';
}

/**
 * A dish's price: its one price, each size with its own, or the lowest size's as "from"; each
 * price after its portion's weight where staff gave one ("Normal 250 g ₺120,00").
 */
export function ProductPrice({ product, short = false, className, as: Line = 'p' }: ProductPriceProps) {
  const { t, language } = useGuestTranslation();
  const { sizes } = product;
  if (sizes.length === 0)
    return (
      <Line className={className}>
        {!short && <Weight grams={product.grams} language={language} />}
        <bdi>{formatLira(product.priceKurus)}</bdi>
      </Line>
    );
  if (short || sizes.length > LISTED_SIZES) {
    // Turkish says where the prices start with the amount's own ending: "₺100,00'den başlayan".
    const price = formatLira(product.priceKurus) + (language === 'tr' ? `'${ablativeOf(product.priceKurus)}` : '');
    return <Line className={className}>{t('product.priceFrom', { price: isolated(price, language) })}</Line>;
  }
  return (
    <ul className={`${styles.sizes} ${className ?? ''}`} aria-label={t('product.sizes')}>
      {sizes.map((size) => (
        <li key={size.labelTr}>
          <SizeLabel size={size} language={language} className={styles.label} /> <Weight grams={size.grams} language={language} />
          <bdi>{formatLira(size.priceKurus)}</bdi>
        </li>
      ))}
    </ul>
  );
}

/** A portion's weight before its price, followed by a space; nothing when staff gave none. */
export function Weight({ grams, language }: { grams: number | null; language: Language }) {
  if (grams === null) return null;
  return (
    <>
      <bdi className={styles.weight}>{portionWeight(grams, language)}</bdi>{' '}
    </>
  );
}

/** A size's label in the page's language (along its fallback chain, marked when it is another's). */
export function SizeLabel({ size, language, className }: { size: MenuProduct['sizes'][number]; language: Language; className?: string }) {
  const label = menuText(size, 'label', language);
  return (
    <span className={className} {...langOf(label, language)}>
      {label.text}
    </span>
  );
}

/**
 * A price inside a sentence of a right-to-left page, isolated (FSI … PDI) so that its digits
 * and sign keep their order; elsewhere as it is.
 */
function isolated(price: string, language: Language): string {
  return MENU_LANGUAGES[language].dir === 'rtl' ? `\u2068${price}\u2069` : price;
}
