import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { useGuestTranslation } from '../i18n/language.js';
import buttons from '../ui/Button.module.css';
import { NotFoundPage } from './NotFoundPage.js';
import { homePath } from './paths.js';
import styles from './NotFoundPage.module.css';

/**
 * Shown instead of the router's default error screen when a page fails to render or a lazy
 * page fails to download (D14): a message in the visitor's language, never a stack trace.
 * `standalone` pages stand outside the guest layout and bring their own `main`.
 */
export function RouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const { t, language } = useGuestTranslation();

  const content =
    isRouteErrorResponse(error) && error.status === 404 ? (
      <NotFoundPage />
    ) : (
      <section className={styles.page} role="alert" aria-labelledby="route-error-title">
        <title>{`${t('error.title')} · ${t('app.name')}`}</title>
        <h1 id="route-error-title">{t('error.title')}</h1>
        <p className={styles.text}>{t('error.text')}</p>
        <button type="button" className={buttons.primary} onClick={() => window.location.reload()}>
          {t('error.reload')}
        </button>
        <Link className={buttons.secondary} to={homePath(language)} reloadDocument>
          {t('error.back')}
        </Link>
      </section>
    );

  return standalone ? <main className={styles.standalone}>{content}</main> : content;
}
