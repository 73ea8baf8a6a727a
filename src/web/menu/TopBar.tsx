import { useEffect, useRef } from 'react';
import { hasStrings, loadStrings } from '../../shared/i18n/translate.js';
import { decoded, Link, matchPath, useLocation, useNavigate } from '../navigation.js';
import { findCategoryByName, findDish } from '../../shared/filters.js';
import { languagePrefix, languagesOn, MENU_LANGUAGES, type Language } from '../../shared/languages.js';
import { useMenu } from '../api/menu.js';
import { useGuestTranslation } from '../i18n/language.js';
import { categoryPath, dishPath, dishSlugs, homePath } from '../../shared/paths.js';
import { tableLabel } from '../../shared/tables.js';
import { useTable } from './use-table.js';
import { whenOnline } from '../connection.js';
import { useGuestDarkTheme } from './theme.js';
import { useLogo, useRestaurantName } from './restaurant-name.js';
import styles from './TopBar.module.css';

/** The logo's side in the bar, in CSS pixels (TopBar.module.css). */
const LOGO_SIZE = 40;

/**
 * The fixed bar on every guest page: the restaurant's name home (in the wordmark's font), the
 * dark theme's switch and the languages: TR and EN side by side (spec §2), or with more
 * languages on, a compact menu of their own names.
 */
export function TopBar() {
  const { t, language } = useGuestTranslation();
  const switchTarget = useLanguageSwitchTarget(language);
  const { data: menu } = useMenu();
  const languages = languagesOn(menu?.restaurant.menuLanguages ?? []);
  const [dark, toggleDark] = useGuestDarkTheme();
  const table = useTable();
  const restaurantName = useRestaurantName();
  const logo = useLogo();
  const fullFont = !logo && !inWordmarkFont(restaurantName);
  useEffect(() => {
    if (!fullFont) return;
    // The name takes the whole wordmark font, fetched from here on (TopBar.module.css). Offline
    // (the app attaches from the phone's cache at the first touch), it waits for the connection:
    // a font that failed to arrive is not asked for again.
    return whenOnline(() => document.documentElement.setAttribute('data-full-wordmark', ''));
  }, [fullFont]);

  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link
          to={homePath(language)}
          className={logo ? `${styles.wordmark} ${styles.logoLink}` : fullFont ? `${styles.wordmark} ${styles.fullFont}` : styles.wordmark}
          aria-label={t('app.homeLink', { name: restaurantName })}
          // The name in its own direction: a Latin name on an Arabic page, cut short beside a
          // table's name, loses its end to the ellipsis, not its start ("Sofra Pide Sal…").
          dir="auto"
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
            {languages.length > 2 ? (
              <LanguageMenu language={language} languages={languages} target={switchTarget} />
            ) : (
              <ul className={styles.languages}>
                {languages.map((code) => {
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
            )}
          </nav>
        </div>
      </div>
    </header>
  );
}

/**
 * More than two languages: a menu that opens from the current one's code, listing each by its
 * own name. It opens and closes without the app, and its entries are links. Once the app is
 * there, a language's strings are fetched first (a chunk of their own) and the page changes in
 * place, keeping its filters as the TR/EN buttons do; should they not come, the link loads
 * the page afresh.
 */
function LanguageMenu({
  language,
  languages,
  target,
}: {
  language: Language;
  languages: readonly Language[];
  target: (code: Language) => string;
}) {
  const menu = useRef<HTMLDetailsElement>(null);
  const navigate = useNavigate();
  return (
    <details className={styles.menu} ref={menu}>
      <summary className={styles.summary}>
        <span aria-hidden="true">{language.toUpperCase()}</span>
        <span className="sr-only">{MENU_LANGUAGES[language].name}</span>
      </summary>
      <ul className={styles.menuList}>
        {languages.map((code) => (
          <li key={code}>
            <Link
              className={styles.menuItem}
              to={target(code)}
              lang={code}
              hrefLang={code}
              dir={MENU_LANGUAGES[code].dir}
              aria-current={code === language ? 'true' : undefined}
              onClick={(event) => {
                if (menu.current) menu.current.open = false;
                const plain = event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
                if (hasStrings(code) || plain) return;
                event.preventDefault();
                const to = target(code);
                loadStrings(code).then(
                  () => navigate(to),
                  () => window.location.assign(to),
                );
              }}
            >
              {MENU_LANGUAGES[code].name}
            </Link>
          </li>
        ))}
      </ul>
    </details>
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
  const match = matchPath(`${languagePrefix(language)}/category/:categoryName/:dishSlug?`, pathname);
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
