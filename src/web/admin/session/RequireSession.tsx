import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isSessionEnded, meQueryKey, useMe } from '../api/session.js';
import { ErrorMessage } from '../ui/ErrorMessage.js';
import { Loading } from '../ui/QueryState.js';
import styles from './LoginPage.module.css';
import { StaffUserContext } from './staff-user.js';

/**
 * The protected area. The server decides who is signed in (`GET /api/admin/me`); nobody →
 * the login page, which remembers where the person wanted to go. A 401 on any later call
 * (the session expired, was ended by logout elsewhere or the user was deactivated) does the same.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  const queryClient = useQueryClient();
  const hadUser = useRef(false);

  useEffect(() => {
    const endSession = (error: unknown) => {
      if (isSessionEnded(error)) queryClient.setQueryData(meQueryKey, null);
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') endSession(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') endSession(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);

  useEffect(() => {
    if (me.data) hadUser.current = true;
  }, [me.data]);

  if (me.isPending) {
    return (
      <main className={styles.page}>
        <Loading>Oturum kontrol ediliyor…</Loading>
      </main>
    );
  }
  if (me.isError) {
    return (
      <main className={styles.page}>
        <ErrorMessage error={me.error} onRetry={() => void me.refetch()} />
      </main>
    );
  }
  if (!me.data) {
    return (
      <Navigate
        to="/admin/login"
        replace
        // eslint-disable-next-line react-hooks/refs -- read once as the redirect is drawn: was this tab signed in before
        state={{ from: `${location.pathname}${location.search}`, expired: hadUser.current }}
      />
    );
  }
  return <StaffUserContext.Provider value={me.data}>{children}</StaffUserContext.Provider>;
}
