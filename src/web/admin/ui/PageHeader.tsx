import type { ReactNode } from 'react';
import styles from './PageHeader.module.css';

interface PageHeaderProps {
  title: string;
  description?: string;
  children?: ReactNode;
}

/** A screen's heading (and the browser tab's title) with its main actions on the right. */
export function PageHeader({ title, description, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <title>{`${title} · Admin Panel · Sofra`}</title>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {children && <div className={styles.actions}>{children}</div>}
    </header>
  );
}
