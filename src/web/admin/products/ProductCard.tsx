import type { ReactNode } from 'react';
import type { AdminProduct, SoldOut } from '../../../shared/schemas/product.js';
import { formatLira } from '../../../shared/money.js';
import { Button, EditDeleteButtons } from '../ui/Button.js';
import styles from '../ui/Card.module.css';
import { StatusBadge } from '../ui/StatusBadge.js';
import { Toggle } from '../ui/Toggle.js';
import { thumbnailOf } from '../../../shared/photo-variants.js';

/** What the badge says of a sold-out product. */
export const SOLD_OUT_LABELS: Record<SoldOut, string> = {
  today: 'Bugün tükendi',
  untilCleared: 'Tükendi',
};

interface ProductCardProps {
  product: AdminProduct;
  categoryName: string;
  handle: ReactNode;
  onToggle: (isActive: boolean) => void;
  /** One tap: sold out for today, or on sale again. */
  onSoldOut: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function ProductCard({ product, categoryName, handle, onToggle, onSoldOut, onEdit, onDelete }: ProductCardProps) {
  const titleId = `product-${product.id}-title`;
  return (
    <article className={`${styles.card} ${product.isActive ? '' : styles.inactive}`} aria-labelledby={titleId}>
      <img className={styles.image} src={thumbnailOf(product.image)} alt="" loading="lazy" width={480} height={240} />
      <div className={styles.body}>
        <div className={styles.titleRow}>
          {/* Under its category's heading (h2) on the products page. */}
          <h3 id={titleId} className={styles.title}>
            {product.nameTr}
          </h3>
          {handle}
        </div>
        <p className={styles.subtitle} lang="en">
          {product.nameEn}
        </p>
        <p className={styles.meta}>
          <span className={styles.price}>
            {product.sizes.length > 0
              ? product.sizes.map((size) => `${size.labelTr} ${formatLira(size.priceKurus)}`).join(' · ')
              : formatLira(product.priceKurus)}
          </span>
          <span>{categoryName}</span>
          {product.isWeeklyChoice && <StatusBadge tone="warning">Haftanın seçimi</StatusBadge>}
          {product.soldOut && <StatusBadge tone="danger">{SOLD_OUT_LABELS[product.soldOut]}</StatusBadge>}
        </p>
      </div>
      <div className={styles.actions}>
        <Toggle checked={product.isActive} onChange={onToggle} subject={product.nameTr} />
        <Button small aria-pressed={product.soldOut !== null} onClick={onSoldOut}>
          Tükendi<span className="sr-only">: {product.nameTr}</span>
        </Button>
        <span className={styles.spacer} />
        <EditDeleteButtons subject={product.nameTr} onEdit={onEdit} onDelete={onDelete} />
      </div>
    </article>
  );
}
