import { useId, useState } from 'react';
import { Link } from '../navigation.js';
import { searchMenu } from '../../shared/filters.js';
import { langOf, menuText, type PublicMenu } from '../../shared/menu.js';
import { dishPath, dishSlugs } from '../../shared/paths.js';
import { useMenu } from '../api/menu.js';
import { useGuestTranslation } from '../i18n/language.js';
import { SearchField } from '../ui/SearchField.js';
import { MenuStatus } from './MenuStatus.js';
import styles from './MenuSearch.module.css';
import { ProductPrice } from './ProductPrice.js';
import { useSearchReport } from './report.js';

/**
 * The home page's search across every category: dishes whose name, description or ingredients
 * hold the text, grouped by category, each leading to the dish's own page.
 */
export function MenuSearch({ menu }: { menu: PublicMenu }) {
  const { t, language } = useGuestTranslation();
  const [text, setText] = useState('');
  // The page arrived with its own part of the menu: the dishes to search are still on their way.
  const menuQuery = useMenu();
  const searching = text.trim() !== '';
  const id = useId();
  const groups = searchMenu(menu, text, language);
  const found = groups.reduce((count, group) => count + group.products.length, 0);
  const slugs = (categoryId: number) => dishSlugs(menu.products, categoryId, language);
  // Counted once the guest stops typing, when every dish has been searched.
  useSearchReport(text, menuQuery.categoryIds === null ? found > 0 : null);

  return (
    <section className={styles.search} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {t('search.heading')}
      </h2>
      <SearchField label={t('search.label')} placeholder={t('search.placeholder')} value={text} onChange={setText} />
      {searching && menuQuery.categoryIds !== null && <MenuStatus query={menuQuery} />}
      {searching && menuQuery.categoryIds === null && (
        <div className={styles.results}>
          <p role="status" className={styles.count}>
            {found > 0 ? t('category.productCount', { count: found }) : t('search.empty')}
          </p>
          {groups.map(({ category, products }) => (
            <div key={category.id} className={styles.group}>
              <h3 className={styles.category} {...langOf(menuText(category, 'name', language), language)}>
                {menuText(category, 'name', language).text}
              </h3>
              <ul className={styles.list}>
                {products.map((product) => {
                  const name = menuText(product, 'name', language);
                  return (
                    <li key={product.id}>
                      <Link className={styles.result} to={dishPath(category, slugs(category.id).get(product.id) ?? '', language)}>
                        <span className={styles.name} {...langOf(name, language)}>
                          {name.text}
                        </span>
                        <ProductPrice product={product} short as="span" className={styles.price} />
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
