import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryHistory, Router } from '../../src/web/navigation.js';
import { describe, expect, it } from 'vitest';
import { lazyPart } from '../../src/web/ui/lazy-part.js';
import { isDownloadFailure, LazyBoundary } from '../../src/web/ui/LazyBoundary.js';

// A lazily loaded part on a weak connection: it says it is loading, says in place when its code
// did not arrive, and 'Tekrar dene' downloads it again (React's lazy alone never would).

describe('a lazily loaded part', () => {
  it('shows its loading line, then a message with “Tekrar dene” in place of a failed download, and loads on retry', async () => {
    let attempts = 0;
    let fail = true;
    const Panel = lazyPart(async () => {
      attempts += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (fail) throw new TypeError('Failed to fetch dynamically imported module: /assets/FilterPanel-x.js');
      return () => <p>Filtre paneli</p>;
    });
    render(
      <Router history={memoryHistory('/category/Pide')}>
        <h1>Pide</h1>
        <LazyBoundary parts={[Panel]}>
          <Panel />
        </LazyBoundary>
      </Router>,
      // As the app's root does (main.tsx): a failed download is shown, not logged.
      { onCaughtError: (error) => expect(isDownloadFailure(error)).toBe(true) },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bu bölüm yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.');
    // The rest of the page stays.
    expect(screen.getByRole('heading', { name: 'Pide' })).toBeInTheDocument();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('Filtre paneli')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('knows a failed download from other errors, as browsers word it', () => {
    expect(isDownloadFailure(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isDownloadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isDownloadFailure(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isDownloadFailure(new TypeError('undefined is not a function'))).toBe(false);
  });
});
