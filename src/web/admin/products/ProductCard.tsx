import type { ReactNode } from 'react';
import { SOLD_OUT_LABELS, type AdminProduct } from '../../../shared/schemas/product.js';
import { formatLira } from '../../../shared/money.js';
import { Button } from '../ui/Button.js';
import card from '../ui/Card.module.css';
import styles from './ProductCard.module.css';
import { StatusBadge } from '../ui/StatusBadge.js';
import { Toggle } from '../ui/Toggle.js';
import { thumbnailOf } from '../ui/thumbnail.js';

interface ProductCardProps {
  product: AdminProduct;
  categoryName: string;
  handle: ReactNode;
  onToggle: (isActive: boolean) => void;
  /** One tap: sold out for today, or on sale again. */
  onSoldOut: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Only the sold-out switch (a waiter, D54): whether the dish is on the menu is said, not switched. */
  readOnly?: boolean;
}

export function ProductCard({ product, categoryName, handle, onToggle, onSoldOut, onEdit, onDelete, readOnly = false }: ProductCardProps) {
  const titleId = `product-${product.id}-title`;
  return (
    <article className={`${card.card} ${styles.product} ${product.isActive ? '' : card.inactive}`} aria-labelledby={titleId}>
      <img className={`${card.image} ${styles.image}`} src={thumbnailOf(product.image)} alt="" loading="lazy" width={480} height={240} />
      <div className={`${card.body} ${styles.body}`}>
        <div className={`${card.titleRow} ${styles.titleRow}`}>
          {/* Under its category's heading (h2) on the products page. */}
          <h3 id={titleId} className={`${card.title} ${styles.title}`}>
            {product.nameTr}
          </h3>
          {handle}
        </div>
        <p className={`${card.subtitle} ${styles.subtitle}`} lang="en">
          {product.nameEn}
        </p>
        <p className={`${card.meta} ${styles.meta}`}>
          <span className={`${card.price} ${styles.price}`}>
            {product.sizes.length > 0
              ? product.sizes.map((size) => `${size.labelTr} ${formatLira(size.priceKurus)}`).join(' · ')
              : formatLira(product.priceKurus)}
          </span>
          <span className={styles.category}>{categoryName}</span>
          {readOnly && !product.isActive && <StatusBadge tone="neutral">Pasif</StatusBadge>}
          {product.isWeeklyChoice && <StatusBadge tone="warning">Haftanın seçimi</StatusBadge>}
          {product.soldOut && <StatusBadge tone="danger">{SOLD_OUT_LABELS[product.soldOut]}</StatusBadge>}
        </p>
      </div>
      <div className={`${card.actions} ${styles.actions}`}>
        {!readOnly && <Toggle checked={product.isActive} onChange={onToggle} subject={product.nameTr} />}
        <Button small aria-pressed={product.soldOut !== null} onClick={onSoldOut}>
          Tükendi<span className="sr-only">: {product.nameTr}</span>
        </Button>
        {!readOnly && (
          <>
            <span className={`${card.spacer} ${styles.spacer}`} />
            {/* On a phone a pencil (the word is read out), and no 'Sil': that is in the form. */}
            <Button small onClick={onEdit}>
              <span className={styles.pencil} aria-hidden="true">
                ✎
              </span>
              <span className={styles.editWord}>Düzenle</span>
              <span className="sr-only">: {product.nameTr}</span>
            </Button>
            <Button small variant="danger" className={styles.delete} onClick={onDelete}>
              Sil<span className="sr-only">: {product.nameTr}</span>
            </Button>
          </>
        )}
      </div>
    </article>
  );
}
