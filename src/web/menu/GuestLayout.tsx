import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useMenu, useMenuUpdates } from '../api/menu.js';
import { useGuestTranslation } from '../i18n/language.js';
import { GuestStateProvider, useScrollMemory } from './guest-state.js';
import { useMenuStyles } from './menu-styles.js';
import { PageErrorBoundary } from './RouteErrorPage.js';
import styles from './GuestLayout.module.css';
import { TopBar } from './TopBar.js';

/** The frame of every guest page: the fixed top bar and the main content. */
export function GuestLayout() {
  const { t, language } = useGuestTranslation();
  const { pathname } = useLocation();
  useMenuStyles(useMenu().data);
  useMenuUpdates();
  useScrollMemory();

  useLayoutEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <GuestStateProvider>
      <a className={styles.skipLink} href="#main">
        {t('app.skipToContent')}
      </a>
      <TopBar />
      <main id="main" className={styles.main} tabIndex={-1}>
        <PageErrorBoundary resetKey={pathname}>
          <Outlet />
        </PageErrorBoundary>
      </main>
    </GuestStateProvider>
  );
}
