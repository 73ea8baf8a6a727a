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
    sheet.replaceSync(css);
    if (!document.adoptedStyleSheets.includes(sheet)) document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, [css]);
}
