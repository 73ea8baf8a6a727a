import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ADMIN_PAGE_TABLE, ADMIN_PAGES, mayOpen } from '../../../shared/admin-pages.js';
import { ROLE_LABELS } from '../../../shared/roles.js';
import { meQueryKey, useLogout } from '../api/session.js';
import { describeError } from '../messages.js';
import { PasswordChangeDialog } from '../session/PasswordChangeDialog.js';
import { useStaffUser } from '../session/staff-user.js';
import { sendPendingDeletes } from '../ui/pending-deletes.js';
import { Loading } from '../ui/QueryState.js';
import { Toaster } from '../ui/Toaster.js';
import { askBeforeDiscarding } from '../ui/unsaved-changes.js';
import { UnsavedChangesGuard } from '../ui/UnsavedChangesGuard.js';
import styles from './AdminLayout.module.css';
import { PageErrorBoundary } from './PageErrorBoundary.js';
import { setAdminTheme, useAdminTheme } from './theme.js';

/** The menu's links: every page of shared/admin-pages.ts with a `nav`, in its order. */
export const ADMIN_LINKS = ADMIN_PAGES.flatMap((page) => {
  const { nav } = ADMIN_PAGE_TABLE[page];
  return nav === null ? [] : [{ page, to: `/admin/${page}`, label: nav }];
});

/** The frame of every admin page: the sidebar, and the page in `main`. */
export function AdminLayout() {
  const user = useStaffUser();
  const theme = useAdminTheme();
  const logout = useLogout();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  const [changingPassword, setChangingPassword] = useState(false);
  // On a phone the links sit behind 'Menü', so a page's content starts at the top of the screen.
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const shownPath = useRef(location.pathname);

  // After moving to another page, start reading (and tabbing) from its content, with the menu closed.
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    setMenuOpen(false);
    main.current?.focus();
  }, [location.pathname]);

  // Unsaved changes are not thrown away without asking, and deletes still waiting for their
  // "Geri al" to pass are sent while the session can still send them.
  const signOut = () =>
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- askBeforeDiscarding starts the sign-out; nothing awaits it
    askBeforeDiscarding(async () => {
      await sendPendingDeletes();
      logout.mutate(undefined, {
        // eslint-disable-next-line @typescript-eslint/no-misused-promises -- react-query does not await a mutate() callback
        onSuccess: async () => {
          await navigate('/admin/login', { replace: true });
          queryClient.removeQueries({ queryKey: ['admin'] });
          queryClient.setQueryData(meQueryKey, null);
        },
      });
    });

  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#admin-main">
        İçeriğe geç
      </a>
      <aside className={styles.sidebar}>
        <div className={styles.bar}>
          <p className={styles.title}>Admin Panel</p>
          <button
            type="button"
            className={`${styles.sideButton} ${styles.menuButton}`}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <span aria-hidden="true">☰</span> Menü
          </button>
        </div>
        <div id={menuId} className={`${styles.menu} ${menuOpen ? styles.open : ''}`}>
          <nav aria-label="Yönetim menüsü">
            <ul className={styles.links}>
              {/* Only the pages the person's role may open (D6, D54). */}
              {ADMIN_LINKS.filter((link) => mayOpen(link.page, user.role)).map((link) => (
                <li key={link.to}>
                  <NavLink className={styles.link} to={link.to} onClick={() => setMenuOpen(false)}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.footer}>
            <p className={styles.user}>
              <span className={styles.userName}>{user.name}</span>
              <span className={styles.userRole}>{ROLE_LABELS[user.role]}</span>
            </p>
            <button
              type="button"
              className={styles.sideButton}
              aria-pressed={theme === 'dark'}
              onClick={() => setAdminTheme(theme === 'dark' ? 'light' : 'dark')}
            >
              Koyu tema
            </button>
            <button type="button" className={styles.sideButton} onClick={() => setChangingPassword(true)}>
              Şifremi değiştir
            </button>
            <button type="button" className={styles.sideButton} onClick={signOut} disabled={logout.isPending}>
              {logout.isPending ? 'Çıkış yapılıyor…' : 'Çıkış Yap'}
            </button>
            {logout.error != null && (
              <p className={styles.logoutError} role="alert">
                {describeError(logout.error)}
              </p>
            )}
          </div>
        </div>
      </aside>
      {changingPassword && <PasswordChangeDialog onClose={() => setChangingPassword(false)} />}
      <main id="admin-main" ref={main} className={styles.main} tabIndex={-1}>
        <Toaster />
        <div className={styles.content}>
          <PageErrorBoundary key={location.pathname}>
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </div>
      </main>
      <UnsavedChangesGuard />
    </div>
  );
}
