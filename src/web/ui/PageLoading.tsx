import { useTranslation } from 'react-i18next';
import styles from './PageLoading.module.css';

/** A quiet "loading" line while a page's code downloads; outside the router, so no route hooks. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <p className={styles.loading} role="status">
      {t('app.loading')}
    </p>
  );
}
