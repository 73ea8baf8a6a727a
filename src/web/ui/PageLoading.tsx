import { useGuestTranslation } from '../i18n/language.js';
import styles from './PageLoading.module.css';

/** A quiet "loading" line while a page's code downloads. */
export function PageLoading() {
  const { t } = useGuestTranslation();
  return (
    <p className={styles.loading} role="status">
      {t('app.loading')}
    </p>
  );
}
