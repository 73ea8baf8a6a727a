import i18n from 'i18next';
import styles from './PageLoading.module.css';

/** A quiet "loading" line while a page's code downloads, in the language i18next was started with. */
export function PageLoading() {
  return (
    <p className={styles.loading} role="status">
      {i18n.t('app.loading')}
    </p>
  );
}
