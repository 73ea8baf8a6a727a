import { Component, type ReactNode } from 'react';
import { ErrorMessage } from '../ui/ErrorMessage.js';

interface State {
  failed: boolean;
}

/**
 * A page that fails to render or to download (e.g. an old tab after a new release) shows a
 * Turkish message inside the layout, so the sidebar stays usable (D14). Keyed by path, so
 * moving to another page tries again.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return (
        <ErrorMessage
          message="Bu sayfa açılamadı. Sayfayı yenileyip tekrar deneyin."
          onRetry={() => window.location.reload()}
          retryLabel="Sayfayı yenile"
        />
      );
    }
    return this.props.children;
  }
}
