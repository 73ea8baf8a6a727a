import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from '../navigation.js';
import { checkForChanges, useMenu, useMenuLanguage, useMenuUpdates } from '../api/menu.js';
import { appUpdated } from '../connection.js';
import { showPageLanguage, useGuestTranslation } from '../i18n/language.js';
import { GuestStateProvider, useScrollMemory } from './guest-state.js';
import { useMenuStyles } from './menu-styles.js';
import { PageErrorBoundary } from './RouteErrorPage.js';
import styles from './GuestLayout.module.css';
import { OfflineNotice } from './OfflineNotice.js';
import { TopBar } from './TopBar.js';
import { countVisit } from './events.js';

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

  useLayoutEffect(() => showPageLanguage(language), [language]);

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
    if (wasFirst(first)) return;
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
    if (wasFirst(first)) return;
    countVisit(language);
  }, [language]);
}

/** Whether an effect runs for the first time, for the page as it arrived (and from now on, not). */
function wasFirst(first: { current: boolean }): boolean {
  const was = first.current;
  first.current = false;
  return was;
}
