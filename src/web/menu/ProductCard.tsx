import { localized, type MenuProduct, type MenuTag } from '../../shared/menu.js';
import { formatLira } from '../../shared/money.js';
import { useGuestTranslation } from '../i18n/language.js';
import { formatRating } from '../ui/format.js';
import { Stars } from '../ui/Stars.js';
import styles from './ProductCard.module.css';
import { ReviewsButton } from './reviews/ReviewsButton.js';

interface ProductCardProps {
  product: MenuProduct;
  tags: readonly MenuTag[];
  eagerImage: boolean;
}

export function ProductCard({ product, tags, eagerImage }: ProductCardProps) {
  const { t, language } = useGuestTranslation();
  const name = localized(product, language);
  const headingId = `product-${product.id}-name`;

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <img
        className={styles.image}
        src={product.image}
        width={400}
        height={300}
        alt={name}
        loading={eagerImage ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className={styles.body}>
        <h2 id={headingId} className={styles.name}>
          {name}
        </h2>
        {tags.length > 0 && (
          <ul className={styles.tags} aria-label={t('product.tags')}>
            {tags.map((tag) => (
              // Coloured by the tag's rule (shared/tag-styles.ts, useTagStyles).
              <li key={tag.id} className={styles.tag} data-tag={tag.id}>
                {localized(tag, language)}
              </li>
            ))}
          </ul>
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
        </div>
        <ReviewsButton product={product} />
      </div>
    </article>
  );
}
