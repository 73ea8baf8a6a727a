import { Link } from 'react-router-dom';
import { localized, type MenuCategory } from '../../shared/menu.js';
import { useGuestTranslation } from '../i18n/language.js';
import styles from './CategoryGrid.module.css';
import { categoryPath } from '../../shared/paths.js';

/** The active categories in their order, two to a row (spec §2). */
export function CategoryGrid({ categories }: { categories: readonly MenuCategory[] }) {
  const { t, language } = useGuestTranslation();
  if (categories.length === 0) return <p className={styles.empty}>{t('home.noCategories')}</p>;
  const inOrder = [...categories].sort((a, b) => a.order - b.order);

  return (
    <ul className={styles.grid}>
      {inOrder.map((category) => {
        const name = localized(category, language);
        const description = language === 'en' ? category.descriptionEn : category.descriptionTr;
        return (
          <li key={category.id}>
            <Link className={styles.card} to={categoryPath(category, language)}>
              <img
                className={styles.image}
                src={category.image}
                width={600}
                height={400}
                alt=""
                // Below the hero, the campaign and the weekly choice: fetched as the guest nears them.
                loading="lazy"
                decoding="async"
              />
              <span className={styles.body}>
                <span className={styles.name}>{name}</span>
                {description && <span className={styles.description}>{description}</span>}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
