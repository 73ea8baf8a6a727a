import type { useMenu } from '../api/menu.js';
import { useGuestTranslation } from '../i18n/language.js';
import buttons from '../ui/Button.module.css';
import styles from './MenuStatus.module.css';

/** What a page shows while the menu is not there yet: loading, or a failure with a retry. */
export function MenuStatus({ query }: { query: Pick<ReturnType<typeof useMenu>, 'isError' | 'refetch' | 'isFetching'> }) {
  const { t } = useGuestTranslation();
  if (query.isError) {
    return (
      <div className={styles.status} role="alert">
        <p>{t('menu.loadError')}</p>
        <button
          type="button"
          className={buttons.primary}
          aria-disabled={query.isFetching}
          onClick={() => {
            if (!query.isFetching) void query.refetch();
          }}
        >
          {t('menu.retry')}
        </button>
      </div>
    );
  }
  return (
    <p className={styles.status} role="status">
      {t('menu.loading')}
    </p>
  );
}
