import type { MenuProduct, MenuTag, PublicMenu } from '../../shared/menu.js';
import { AttachLater } from '../ui/AttachLater.js';
import type { PhotoPriority } from '../ui/Photo.js';
import { ProductCard } from './ProductCard.js';
import styles from './ProductList.module.css';

interface ProductListProps {
  products: readonly MenuProduct[];
  /** Each product's page. */
  hrefOf: (product: MenuProduct) => string;
  tags: readonly MenuTag[];
  media: PublicMenu['media'];
}

export function ProductList(props: ProductListProps) {
  return (
    // The list attaches after the page's frame, then each card in a task of its own (ui/attached.ts).
    <AttachLater>
      <Cards {...props} />
    </AttachLater>
  );
}

function Cards({ products, hrefOf, tags, media }: ProductListProps) {
  return (
    <ul className={styles.list}>
      {products.map((product, index) => (
        <AttachLater key={product.id}>
          <li>
            <ProductCard
              product={product}
              tags={tags.filter((tag) => product.tagIds.includes(tag.id))}
              photo={media[product.image]}
              imagePriority={priorityAt(index)}
              href={hrefOf(product)}
            />
          </li>
        </AttachLater>
      ))}
    </ul>
  );
}

/** The compact cards on a 390 × 844 phone’s first screen, and the one peeking below them. */
const FIRST_SCREEN = 4;

/**
 * The first screen's thumbnails are fetched as the page names them, the first one first
 * (preloaded from the head); the rest load lazily.
 */
function priorityAt(index: number): PhotoPriority {
  if (index === 0) return 'high';
  return index < FIRST_SCREEN ? 'eager' : 'lazy';
}
