import { useEffect, useSyncExternalStore } from 'react';
import { decoded, Link, matchPath, useLocation } from '../navigation.js';
import { findCategoryByName, findDish } from '../../shared/filters.js';
import type { Language } from '../../shared/menu.js';
import { useMenu } from '../api/menu.js';
import { useGuestTranslation } from '../i18n/language.js';
import { categoryPath, dishPath, dishSlugs, homePath } from '../../shared/paths.js';
import { tableLabel } from '../../shared/tables.js';
import { currentTable } from './table.js';
import { useGuestDarkTheme } from './theme.js';
import { useLogo, useRestaurantName } from './restaurant-name.js';
import styles from './TopBar.module.css';

const LANGUAGES: readonly Language[] = ['tr', 'en'];
/** The logo's side in the bar, in CSS pixels (TopBar.module.css). */
const LOGO_SIZE = 40;

/** The fixed bar on every guest page: the restaurant's name home (in the wordmark's font), the dark theme's switch and the TR/EN switcher. */
export function TopBar() {
  const { t, language } = useGuestTranslation();
  const switchTarget = useLanguageSwitchTarget(language);
  const [dark, toggleDark] = useGuestDarkTheme();
  const table = useTable();
  const restaurantName = useRestaurantName();
  const logo = useLogo();
  const fullFont = !logo && !inWordmarkFont(restaurantName);
  useEffect(() => {
    if (fullFont) void import('./full-wordmark.js').then(({ loadFullWordmark }) => loadFullWordmark(restaurantName));
  }, [fullFont, restaurantName]);

  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link
          to={homePath(language)}
          className={logo ? `${styles.wordmark} ${styles.logoLink}` : fullFont ? `${styles.wordmark} ${styles.fullFont}` : styles.wordmark}
          aria-label={t('app.homeLink', { name: restaurantName })}
        >
          {logo ? <img className={styles.logo} src={logo} alt={restaurantName} width={LOGO_SIZE} height={LOGO_SIZE} /> : restaurantName}
        </Link>
        <div className={styles.tools}>
          {table !== null && (
            <p className={styles.table} title={t('nav.tableLabel')}>
              {tableLabel(table, t('nav.table'))}
            </p>
          )}
          <button type="button" className={styles.theme} aria-pressed={dark} onClick={toggleDark}>
            <span aria-hidden="true">{dark ? '☀' : '☾'}</span>
            <span className="sr-only">{t('nav.darkTheme')}</span>
          </button>
          <nav aria-label={t('nav.language')}>
            <ul className={styles.languages}>
              {LANGUAGES.map((code) => {
                const label = code.toUpperCase();
                const title = code === 'tr' ? t('nav.turkish') : t('nav.english');
                return (
                  <li key={code}>
                    {code === language ? (
                      <span className={styles.current} aria-current="true" lang={code} title={title}>
                        {label}
                      </span>
                    ) : (
                      <Link className={styles.language} to={switchTarget(code)} lang={code} hrefLang={code} title={title}>
                        {label}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
      </div>
    </header>
  );
}

/**
 * Whether the wordmark's small font (the letters of "Sofra" alone, styles/global.css) draws the
 * whole name; another name is drawn in the whole font, not in two fonts letter by letter.
 */
function inWordmarkFont(name: string): boolean {
  return /^[SOFRAsofra]*$/.test(name);
}

/**
 * Where the other language's button leads: on a category page, the same category under its
 * name in that language with the same filters (D11); on a dish's page, the same dish; anywhere
 * else, that language's home.
 */
function useLanguageSwitchTarget(language: Language): (target: Language) => string {
  const { data: menu } = useMenu();
  const { pathname, search } = useLocation();
  const match = matchPath('/category/:categoryName/:dishSlug?', pathname) ?? matchPath('/EN/category/:categoryName/:dishSlug?', pathname);
  const categoryName = match?.params.categoryName === undefined ? undefined : decoded(match.params.categoryName);
  const category = menu && categoryName !== undefined ? findCategoryByName(menu.categories, categoryName, language) : undefined;
  const dishSlug = match?.params.dishSlug;
  const dish = menu && category && dishSlug !== undefined ? findDish(menu.products, category, decoded(dishSlug), language) : undefined;
  return (target) => {
    if (!category) return homePath(target);
    if (dish) return dishPath(category, dishSlugs(menu!.products, category.id, target).get(dish.product.id) ?? '', target);
    // The filters in the address go along, so the guest keeps them.
    return `${categoryPath(category, target)}${search}`;
  };
}

const keep = () => () => {};

/** The guest's table: null on the server and while the page attaches (the server draws one page for every table). */
function useTable(): string | null {
  return useSyncExternalStore(keep, currentTable, () => null);
}
