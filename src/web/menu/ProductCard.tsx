import { allergenName, allergensOf } from '../../shared/allergens.js';
import { localized, type MenuProduct, type MenuTag } from '../../shared/menu.js';
import { formatLira } from '../../shared/money.js';
import type { PhotoInfo } from '../../shared/schemas/media.js';
import { useGuestTranslation } from '../i18n/language.js';
import { formatRating } from '../ui/format.js';
import { initialOf, Photo, type PhotoPriority } from '../ui/Photo.js';
import { Stars } from '../ui/Stars.js';
import styles from './ProductCard.module.css';
import { ReviewsButton } from './reviews/ReviewsButton.js';

interface ProductCardProps {
  product: MenuProduct;
  tags: readonly MenuTag[];
  /** The menu's description of the product's photo, when it is an uploaded one. */
  photo: PhotoInfo | undefined;
  imagePriority: PhotoPriority;
}

/**
 * How wide a card's thumbnail is (ProductCard.module.css): the card is a compact row, its
 * picture a fixed thumbnail beside the text, so a phone's screen holds several dishes.
 */
export const PRODUCT_PHOTO_SIZES = '(min-width: 768px) 144px, 112px';

export function ProductCard({ product, tags, photo, imagePriority }: ProductCardProps) {
  const { t, language } = useGuestTranslation();
  const name = localized(product, language);
  const headingId = `product-${product.id}-name`;

  return (
    <article className={`${styles.card} ${product.soldOut ? styles.soldOut : ''}`} aria-labelledby={headingId}>
      <div className={styles.body}>
        <h2 id={headingId} className={styles.name}>
          {name}
        </h2>
        {product.soldOut && <p className={styles.soldOutBadge}>{t('product.soldOut')}</p>}
        {(tags.length > 0 || product.allergens.length > 0) && (
          <div className={styles.badges}>
            {tags.length > 0 && (
              <ul className={styles.tags} aria-label={t('product.tags')}>
                {tags.map((tag) => (
                  // Coloured by the tag's rule (shared/tag-styles.ts, useMenuStyles).
                  <li key={tag.id} className={styles.tag} data-tag={tag.id}>
                    {localized(tag, language)}
                  </li>
                ))}
              </ul>
            )}
            {product.allergens.length > 0 && (
              <ul className={styles.allergens} aria-label={t('product.allergens')}>
                {allergensOf(product.allergens).map((allergen) => (
                  <li key={allergen.code}>
                    <span aria-hidden="true">{allergen.icon}</span> {allergenName(allergen.code, language)}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <p className={styles.description}>{language === 'en' ? product.descriptionEn : product.descriptionTr}</p>
        <div className={styles.footer}>
          <p className={styles.price}>{formatLira(product.priceKurus)}</p>
          {product.reviewCount > 0 && product.averageRating !== null && (
            <p className={styles.rating}>
              <Stars value={product.averageRating} label={t('product.rating', { value: formatRating(product.averageRating, language) })} />
              <span aria-hidden="true">{formatRating(product.averageRating, language)}</span>
            </p>
          )}
          <ReviewsButton product={product} className={styles.reviews} />
        </div>
      </div>
      <Photo
        image={product.image}
        info={photo}
        alt={name}
        className={styles.image}
        sizes={PRODUCT_PHOTO_SIZES}
        width={400}
        height={300}
        priority={imagePriority}
        initial={initialOf(name, language)}
      />
    </article>
  );
}
