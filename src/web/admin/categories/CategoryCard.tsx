import type { ReactNode } from 'react';
import type { AdminCategory } from '../../../shared/schemas/category.js';
import { EditDeleteButtons } from '../ui/Button.js';
import styles from '../ui/Card.module.css';
import { StatusBadge } from '../ui/StatusBadge.js';
import { Toggle } from '../ui/Toggle.js';
import { thumbnailOf } from '../ui/thumbnail.js';

interface CategoryCardProps {
  category: AdminCategory;
  handle: ReactNode;
  onToggle: (isActive: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function CategoryCard({ category, handle, onToggle, onEdit, onDelete }: CategoryCardProps) {
  const titleId = `category-${category.id}-title`;
  return (
    <article className={`${styles.card} ${category.isActive ? '' : styles.inactive}`} aria-labelledby={titleId}>
      <img className={styles.image} src={thumbnailOf(category.image)} alt="" loading="lazy" width={480} height={240} />
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <h2 id={titleId} className={styles.title}>
            {category.nameTr}
          </h2>
          {handle}
        </div>
        <p className={styles.subtitle} lang="en">
          {category.nameEn}
        </p>
        <p className={styles.meta}>
          <span>{category.productCount} ürün</span>
          {category.hasMultipleSizes && <StatusBadge tone="info">Birden fazla boy</StatusBadge>}
        </p>
      </div>
      <div className={styles.actions}>
        <Toggle checked={category.isActive} onChange={onToggle} subject={category.nameTr} />
        <span className={styles.spacer} />
        <EditDeleteButtons subject={category.nameTr} onEdit={onEdit} onDelete={onDelete} />
      </div>
    </article>
  );
}
