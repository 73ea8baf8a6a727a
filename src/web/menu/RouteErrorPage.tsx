import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from '../navigation.js';
import { useGuestTranslation } from '../i18n/language.js';
import buttons from '../ui/Button.module.css';
import { homePath } from '../../shared/paths.js';
import styles from './NotFoundPage.module.css';
import { useRestaurantName } from './restaurant-name.js';
import { PageTitle } from '../ui/page-head.js';

/**
 * Shown when a page fails to render or a lazy page fails to download (D14): a message in the
 * visitor's language, never a stack trace. `standalone` pages stand outside the guest layout
 * and bring their own `main`.
 */
export function RouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  const { t, language } = useGuestTranslation();
  const restaurantName = useRestaurantName();

  const content = (
    <section className={styles.page} role="alert" aria-labelledby="route-error-title">
      <PageTitle>{`${t('error.title')} · ${restaurantName}`}</PageTitle>
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

interface BoundaryProps {
  children: ReactNode;
  standalone?: boolean;
  /** A new value (the address) clears a shown error, so moving on leaves the error behind. */
  resetKey: string;
}

interface BoundaryState {
  failedAt: string | null;
}

/** Catches a render error below it and shows `RouteErrorPage` instead. */
export class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failedAt: '' };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.setState({ failedAt: this.props.resetKey });
    // The browser console is where a developer looks; the guest sees the friendly page.
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    const { failedAt } = this.state;
    const failedHere = failedAt !== null && (failedAt === '' || failedAt === this.props.resetKey);
    return failedHere ? <RouteErrorPage standalone={this.props.standalone ?? false} /> : this.props.children;
  }
}
