import type { ReactNode } from 'react';
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
