// The guest pages drawn on the server: the same components as in the browser, rendered to HTML
// so a phone shows the menu before any script has run (the script then only hydrates it).
// Built by `vite build --ssr` into dist/ssr; the server loads it if it is there (server/features/guest-pages/ssr.ts).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { RenderGuestPage } from '../shared/guest-pages.js';
import { GivenMenu } from './api/menu.js';
import { memoryHistory, Router } from './navigation.js';
import { AppRoutes } from './router.js';
import { NotFoundReport } from './ui/drawn-page.js';
import { preloadAllParts } from './ui/lazy-part.js';

/**
 * Settles once every part in a chunk of its own is loaded: from then on pages draw in one
 * synchronous pass, those parts included (the server awaits it before drawing any page).
 */
export const ready: Promise<unknown> = preloadAllParts();

/**
 * React writes a page's hoisted elements (`<title>`, `<link rel="preload">`, `<meta>`) ahead of
 * its markup; they belong in `<head>`. Their text is escaped, so none contains a `<`.
 */
const HOISTED = /^(?:<link\b[^>]*>|<meta\b[^>]*>|<title>[^<]*<\/title>)*/;

/** The guest page at `url`, showing `menu`, with what goes into `<head>` apart and its status. */
export const render: RenderGuestPage = ({ url, menu }) => {
  let status: 200 | 404 = 200;
  const notFound = () => {
    status = 404;
  };
  const html = renderToString(
    <StrictMode>
      <NotFoundReport value={notFound}>
        <GivenMenu value={'categoryIds' in menu ? menu : { menu, categoryIds: null }}>
          <Router history={memoryHistory(url)}>
            <AppRoutes />
          </Router>
        </GivenMenu>
      </NotFoundReport>
    </StrictMode>,
  );
  const head = HOISTED.exec(html)?.[0] ?? '';
  return { head, root: html.slice(head.length), status };
};
