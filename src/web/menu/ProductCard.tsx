import { Link } from '../navigation.js';
import { langOf, menuText, type MenuProduct, type MenuTag } from '../../shared/menu.js';
import type { PhotoInfo } from '../../shared/schemas/media.js';
import { useGuestTranslation } from '../i18n/language.js';
import { Photo, type PhotoBox, type PhotoPriority } from '../ui/Photo.js';
import { AvailabilityNote } from './Availability.js';
import { AddButton } from './order/AddButton.js';
import type { DishLinkState } from './DishPage.js';
import { AllergenList, TagList } from './ProductBadges.js';
import styles from './ProductCard.module.css';
import { ProductPrice } from './ProductPrice.js';
import { ReviewsButton } from './reviews/ReviewsButton.js';

interface ProductCardProps {
  product: MenuProduct;
  tags: readonly MenuTag[];
  /** The menu's description of the product's photo, when it is an uploaded one. */
  photo: PhotoInfo | undefined;
  imagePriority: PhotoPriority;
  /** The dish's own page. */
  href: string;
}

/**
 * How wide a card's thumbnail is (ProductCard.module.css): the card is a compact row, its
 * picture a fixed thumbnail beside the text, so a phone's screen holds several dishes.
 */
export const PRODUCT_PHOTO: PhotoBox = {
  sizes: '(min-width: 768px) 144px, 112px',
  width: 400,
  height: 300,
};

export function ProductCard({ product, tags, photo, imagePriority, href }: ProductCardProps) {
  const { t, language } = useGuestTranslation();
  const nameText = menuText(product, 'name', language);
  const description = menuText(product, 'description', language);
  const name = nameText.text;
  const headingId = `product-${product.id}-name`;

  return (
    <article className={`${styles.card} ${product.soldOut ? styles.soldOut : ''}`} aria-labelledby={headingId}>
      <div className={styles.body}>
        <h2 id={headingId} className={styles.name} {...langOf(nameText, language)}>
          {/* The whole card opens the dish (the link's area covers it); the reviews button stays its own. */}
          <Link className={styles.link} to={href} state={{ fromList: true } satisfies DishLinkState}>
            {name}
          </Link>
        </h2>
        {product.soldOut && <p className={styles.soldOutBadge}>{t('product.soldOut')}</p>}
        <AvailabilityNote availability={product.availability} />
        {(tags.length > 0 || product.allergens.length > 0) && (
          <div className={styles.badges}>
            {tags.length > 0 && <TagList tags={tags} className={styles.tags} chipClassName={styles.tag} />}
            {product.allergens.length > 0 && <AllergenList codes={product.allergens} className={styles.allergens} />}
          </div>
        )}
        <p className={styles.description} {...langOf(description, language)}>
          {description.text}
        </p>
      </div>
      {/* Outside the text's column, so that a dish's sizes can take the card's whole width
          (ProductCard.module.css): beside the photo, that column is too narrow on a phone for
          the sizes and the reviews button side by side. */}
      <div className={styles.footer}>
        <ProductPrice product={product} className={styles.price} />
        <ReviewsButton product={product} variant="rating" className={styles.reviews} />
        <AddButton product={product} className={styles.add} />
      </div>
      <Photo
        image={product.image}
        info={photo}
        alt={name}
        className={styles.image}
        box={PRODUCT_PHOTO}
        priority={imagePriority}
        name={name}
      />
    </article>
  );
}
