// The back office's page (admin.html): drawn here, on React, in a build of its own. The guest
// pages are another app (../main.tsx, on Preact); no guest downloads this one.
import '../styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { watchAppVersion } from '../connection.js';
import { PageErrorBoundary } from '../menu/RouteErrorPage.js';
import { useMarkAttached } from '../ui/attached.js';
import { isDownloadFailure } from '../ui/LazyBoundary.js';
import AdminApp from './AdminApp.js';

watchAppVersion();

const root = document.getElementById('root');
if (!root) throw new Error('admin.html has no #root element');

// A screen whose download failed says so where it goes, with 'Tekrar dene' (LazyBoundary): an
// expected event on a weak connection, not an error for the console. Anything else is logged.
createRoot(root, {
  onCaughtError(error: unknown) {
    if (!isDownloadFailure(error)) console.error(error);
  },
}).render(
  <StrictMode>
    <PageErrorBoundary standalone resetKey="admin">
      <BackOffice />
    </PageErrorBoundary>
  </StrictMode>,
);

function BackOffice() {
  useMarkAttached();
  return <AdminApp />;
}
