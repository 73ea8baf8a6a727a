import { Link, matchPath, useLocation } from 'react-router-dom';
import { findCategoryByName } from '../../shared/filters.js';
import type { Language } from '../../shared/menu.js';
import { useMenu } from '../api/menu.js';
import { useGuestTranslation } from '../i18n/language.js';
import { categoryPath, homePath } from '../../shared/paths.js';
import styles from './TopBar.module.css';

const LANGUAGES: readonly Language[] = ['tr', 'en'];

/** The fixed bar on every guest page: the wordmark home and the TR/EN switcher. */
export function TopBar() {
  const { t, language } = useGuestTranslation();
  const switchTarget = useLanguageSwitchTarget(language);

  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link to={homePath(language)} className={styles.wordmark} aria-label={t('app.homeLink')}>
          {t('app.name')}
        </Link>
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
    </header>
  );
}

/**
 * Where the other language's button leads: on a category page, the same category under its
 * name in that language with the same filters (D11); anywhere else, that language's home.
 */
function useLanguageSwitchTarget(language: Language): (target: Language) => string {
  const { data: menu } = useMenu();
  const { pathname, search } = useLocation();
  const match = matchPath('/category/:categoryName', pathname) ?? matchPath('/EN/category/:categoryName', pathname);
  const categoryName = match?.params.categoryName === undefined ? undefined : decoded(match.params.categoryName);
  const category = menu && categoryName !== undefined ? findCategoryByName(menu.categories, categoryName, language) : undefined;
  // The filters in the address go along, so the guest keeps them.
  return (target) => (category ? `${categoryPath(category, target)}${search}` : homePath(target));
}

/** The address keeps the category name percent-encoded (`Tatl%C4%B1lar`). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
