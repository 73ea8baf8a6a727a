// The guest pages drawn on the server: the same components as in the browser, rendered to HTML
// so a phone shows the menu before any script has run (the script then only hydrates it).
// Built by `vite build --ssr` into dist/ssr; the server loads it if it is there (server/web/ssr.ts).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { PublicMenu } from '../shared/menu.js';
import type { MenuPart } from '../shared/menu-part.js';
import { setMenu } from './api/menu.js';
import { AppRoutes } from './router.js';
import { preloadAllParts } from './ui/lazy-part.js';

/**
 * Settles once every part in a chunk of its own is loaded: from then on pages draw in one
 * synchronous pass, those parts included (the server awaits it before drawing any page).
 */
export const ready: Promise<unknown> = preloadAllParts();

/**
 * The HTML inside `#root` for the guest page at `url`, showing `menu` (the whole menu, or the
 * page's part of it). The browser's first render (main.tsx) must produce the same markup from
 * the same menu, which the page embeds.
 */
export function renderGuestPage(url: string, menu: PublicMenu | MenuPart): string {
  // Rendering is synchronous, so the module's menu store holds this menu for exactly this call.
  setMenu(menu);
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
}
