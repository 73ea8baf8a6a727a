import type { ReactNode } from 'react';
import { ErrorMessage } from './ErrorMessage.js';
import styles from './QueryState.module.css';

/** Shown while a list loads. */
export function Loading({ children = 'Yükleniyor…' }: { children?: string }) {
  return (
    <p className={styles.status} role="status">
      {children}
    </p>
  );
}

/** Shown when a list has nothing in it yet, with what to do about it. */
export function Empty({ children, action }: { children: string; action?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p>{children}</p>
      {action}
    </div>
  );
}

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface ListStateProps {
  query: ListQuery;
  /** Said while it loads: 'Etiketler yükleniyor…'. */
  loading: string;
  /** How many records it shows once loaded. */
  count: number;
  /** Said instead when there are none, with what to do about it. */
  empty: string;
  emptyAction?: ReactNode | undefined;
  /** The list, drawn once there is something to draw. */
  children: () => ReactNode;
}

/** A list page's list: loading, why it failed (with a retry), empty, or the list itself. */
export function ListState({ query, loading, count, empty, emptyAction, children }: ListStateProps) {
  if (query.isPending) return <Loading>{loading}</Loading>;
  if (query.isError) return <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />;
  return count === 0 ? <Empty action={emptyAction}>{empty}</Empty> : children();
}
