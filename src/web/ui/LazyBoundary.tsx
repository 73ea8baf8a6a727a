import { Component, Suspense, type ReactNode } from 'react';
import { useGuestTranslation } from '../i18n/language.js';
import buttons from './Button.module.css';
import styles from './LazyBoundary.module.css';
import { PageLoading } from './PageLoading.js';

interface LazyBoundaryProps {
  /** The parts inside, fetched again on 'Tekrar dene'. */
  parts: readonly { retry(): void }[];
  children: ReactNode;
  /** What shows while the part downloads: "Yükleniyor…" unless said otherwise. */
  loading?: ReactNode;
  /** The failure message's element id (the filter button's aria-controls names it). */
  id?: string;
}

/**
 * Where a lazily loaded part appears. While its code downloads, a loading line shows at once
 * (a slow connection takes seconds); if the download fails (offline, a dropped connection), the
 * part's place says so with 'Tekrar dene', and the rest of the page stays as it was. The tap
 * that opened the part is kept: its state (an open panel, an open dialog) is still set, so the
 * part appears as soon as its code does.
 */
export class LazyBoundary extends Component<LazyBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    const { parts, children, loading, id } = this.props;
    if (this.state.failed) {
      return (
        <PartFailed
          id={id}
          onRetry={() => {
            for (const part of parts) part.retry();
            this.setState({ failed: false });
          }}
        />
      );
    }
    return <Suspense fallback={loading === undefined ? <PageLoading /> : loading}>{children}</Suspense>;
  }
}

function PartFailed({ id, onRetry }: { id: string | undefined; onRetry: () => void }) {
  const { t } = useGuestTranslation();
  return (
    <div id={id} className={styles.failed} role="alert">
      <p className={styles.text}>{navigator.onLine ? t('part.failed') : t('part.offline')}</p>
      <button type="button" className={buttons.secondary} onClick={onRetry}>
        {t('menu.retry')}
      </button>
    </div>
  );
}

/** A lazily loaded part's code that did not arrive, as each browser words it. */
export function isDownloadFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(error.message)
  );
}
