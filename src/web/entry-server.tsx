// The guest pages drawn on the server: the same components as in the browser, rendered to HTML
// so a phone shows the menu before any script has run (the script then only hydrates it).
// Built by `vite build --ssr` into dist/ssr, on Preact as the browser's guest pages are
// (vite.config.ts); the server loads it if it is there (server/features/guest-pages/ssr.ts).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { RenderGuestPage } from '../shared/guest-pages.js';
import { loadStrings } from '../shared/i18n/translate.js';
import { LANGUAGES } from '../shared/languages.js';
import { GivenMenu } from './api/menu.js';
import { TABLE_SLOT } from './menu/calls/drawn.js';
import TableCalls from './menu/calls/TableCalls.js';
import { memoryHistory, Router } from './navigation.js';
import { AppRoutes } from './router.js';
import { NotFoundReport } from './ui/drawn-page.js';
import { preloadAllParts } from './ui/lazy-part.js';
import { GatherPageHead, PageHead } from './ui/page-head.js';

/**
 * Settles once every part in a chunk of its own, and every language's strings, is loaded: from then on pages draw in one
 * synchronous pass, those parts included (the server awaits it before drawing any page).
 */
export const ready: Promise<unknown> = Promise.all([preloadAllParts(), ...LANGUAGES.map(loadStrings)]);

/** The guest page at `url`, showing `menu`, with what goes into `<head>` apart and its status. */
export const render: RenderGuestPage = ({ url, menu }) => {
  let status: 200 | 404 = 200;
  const notFound = () => {
    status = 404;
  };
  const head = new PageHead();
  const root = renderToString(
    <StrictMode>
      <GatherPageHead value={head}>
        <NotFoundReport value={notFound}>
          <GivenMenu value={'categoryIds' in menu ? menu : { menu, categoryIds: null }}>
            <Router history={memoryHistory(url)}>
              <AppRoutes />
            </Router>
          </GivenMenu>
        </NotFoundReport>
      </GatherPageHead>
    </StrictMode>,
  );
  return { head: head.tags(), root, status, tableCalls: drawnTableCalls(url) };
};

/**
 * The table's calls bar in the page's language, for the page's `<template>` (menu/calls/drawn.ts):
 * the same as the island's, the table's name left as a slot.
 */
function drawnTableCalls(url: string): string {
  return renderToString(
    <Router history={memoryHistory(url)}>
      <TableCalls table={TABLE_SLOT} />
    </Router>,
  );
}
