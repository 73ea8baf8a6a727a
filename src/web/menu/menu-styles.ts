import { useLayoutEffect } from 'react';
import type { PublicMenu } from '../../shared/menu.js';
import { menuStyleSheet } from '../../shared/menu-styles.js';

// One constructed style sheet for the page's life: the server's <style> colours the chips and
// lays the photos' placeholders under the first page, this one follows the menu when the app
// learns a newer one.
const sheet = typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype ? new CSSStyleSheet() : null;

/** Keeps the tag chips' colours and the photos' placeholders in step with the menu. */
export function useMenuStyles(menu: PublicMenu | undefined): void {
  const css = menu ? menuStyleSheet(menu) : '';
  useLayoutEffect(() => {
    if (!sheet || !('adoptedStyleSheets' in document)) return;
    const adopted = document.adoptedStyleSheets.includes(sheet);
    // The page the server drew says the same: the same rules adopted again would have the
    // browser style every chip and photo again as the app attaches.
    if (!adopted && drawnStyles(css)) return;
    sheet.replaceSync(css);
    if (!adopted) document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, [css]);
}

/** Whether the page came with these rules in its own <style> (server/features/guest-pages/spa.ts). */
function drawnStyles(css: string): boolean {
  return css !== '' && [...document.head.querySelectorAll('style')].some((style) => style.textContent === css);
}
