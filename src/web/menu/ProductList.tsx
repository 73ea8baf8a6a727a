import type { MenuProduct, MenuTag } from '../../shared/menu.js';
import { ProductCard } from './ProductCard.js';
import styles from './ProductList.module.css';

/** How many pictures at the top of a list load at once; the rest wait until scrolled near. */
const EAGER_IMAGES = 2;

export function ProductList({ products, tags }: { products: readonly MenuProduct[]; tags: readonly MenuTag[] }) {
  return (
    <ul className={styles.list}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} tags={tags.filter((tag) => product.tagIds.includes(tag.id))} eagerImage={index < EAGER_IMAGES} />
        </li>
      ))}
    </ul>
  );
}
