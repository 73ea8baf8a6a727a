import { Link } from '../navigation.js';
import { useGuestTranslation } from '../i18n/language.js';
import buttons from '../ui/Button.module.css';
import { useNotFoundStatus } from '../ui/drawn-page.js';
import { homePath } from '../../shared/paths.js';
import styles from './NotFoundPage.module.css';
import { useRestaurantName } from './restaurant-name.js';
import { PageTitle } from '../ui/page-head.js';

/** An unknown address or category, in the visitor's language, with a way back (D14). */
export function NotFoundPage() {
  useNotFoundStatus();
  const { t, language } = useGuestTranslation();
  const restaurantName = useRestaurantName();
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <PageTitle>{`${t('notFound.title')} · ${restaurantName}`}</PageTitle>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <Link className={buttons.primary} to={homePath(language)}>
        {t('notFound.back')}
      </Link>
    </section>
  );
}
