import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from '../navigation.js';
import { checkForChanges, useMenu, useMenuLanguage, useMenuUpdates } from '../api/menu.js';
import { appUpdated } from '../connection.js';
import { useGuestTranslation } from '../i18n/language.js';
import { MENU_LANGUAGES } from '../../shared/languages.js';
import { GuestStateProvider, useScrollMemory } from './guest-state.js';
import { useMenuStyles } from './menu-styles.js';
import { PageErrorBoundary } from './RouteErrorPage.js';
import styles from './GuestLayout.module.css';
import { OfflineNotice } from './OfflineNotice.js';
import { TopBar } from './TopBar.js';
import { reportVisit } from './report.js';

/** The frame of every guest page: the fixed top bar and the main content. */
export function GuestLayout({ children }: { children: ReactNode }) {
  const { t, language } = useGuestTranslation();
  const { pathname } = useLocation();
  useMenuStyles(useMenu().data);
  useMenuUpdates();
  useMenuLanguage(language);
  useScrollMemory();
  useFreshOnNavigation(pathname);
  useLanguageVisits(language);

  useLayoutEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = MENU_LANGUAGES[language].dir;
  }, [language]);

  return (
    <GuestStateProvider>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <TopBar />
      <main id="main" className={styles.main} tabIndex={-1}>
        <OfflineNotice />
        <PageErrorBoundary resetKey={pathname}>{children}</PageErrorBoundary>
      </main>
    </GuestStateProvider>
  );
}

/**
 * Each navigation shows what is current: the menu is asked for again (a 304 when nothing
 * changed), and after a new version of the app has taken over, the next page loads afresh.
 */
function useFreshOnNavigation(pathname: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (appUpdated()) window.location.reload();
    else void checkForChanges();
  }, [pathname]);
}

/**
 * A guest who switches the menu to another language is a guest in that language too, once per
 * visit (the page's own language was counted as it showed: events.ts).
 */
function useLanguageVisits(language: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    reportVisit(language);
  }, [language]);
}
