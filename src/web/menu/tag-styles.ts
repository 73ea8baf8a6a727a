import { useLayoutEffect } from 'react';
import type { MenuTag } from '../../shared/menu.js';
import { tagStyleSheet } from '../../shared/tag-styles.js';

// One constructed style sheet for the page's life: the server's <style> colours the chips of the
// first page, this one follows the menu when the app learns a newer one.
const sheet = typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype ? new CSSStyleSheet() : null;

/** Keeps the tag chips' colours (`data-tag`) in step with the menu's tags. */
export function useTagStyles(tags: readonly MenuTag[] | undefined): void {
  const css = tagStyleSheet(tags ?? []);
  useLayoutEffect(() => {
    if (!sheet || !('adoptedStyleSheets' in document)) return;
    sheet.replaceSync(css);
    if (!document.adoptedStyleSheets.includes(sheet)) document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, [css]);
}
