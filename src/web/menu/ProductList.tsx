import type { MenuProduct, MenuTag, PublicMenu } from '../../shared/menu.js';
import type { PhotoPriority } from '../ui/Photo.js';
import { ProductCard } from './ProductCard.js';
import styles from './ProductList.module.css';

interface ProductListProps {
  products: readonly MenuProduct[];
  tags: readonly MenuTag[];
  media: PublicMenu['media'];
}

export function ProductList({ products, tags, media }: ProductListProps) {
  return (
    <ul className={styles.list}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            tags={tags.filter((tag) => product.tagIds.includes(tag.id))}
            photo={media[product.image]}
            imagePriority={priorityAt(index)}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The first card's picture is the largest on a phone's first screen: it is fetched first, alone.
 * The others load lazily: those on screen start as soon as the page is laid out, after it,
 * instead of sharing a slow connection with it.
 */
function priorityAt(index: number): PhotoPriority {
  return index === 0 ? 'high' : 'lazy';
}
