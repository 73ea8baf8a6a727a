import { TABLE_NAME_MAX, TABLE_PARAM } from '../../shared/tables.js';

/**
 * The table the guest sits at: a table's code opens the menu as `/?masa=5`, and the menu keeps
 * the table for the visit (this tab's session), whatever page the guest moves on to. Drawn
 * only in the browser: the server draws one page for every table. Free of React: the page's
 * first script (boot.ts) keeps the table before a guest follows a link, as the page attaches.
 */

const KEY = 'sofra-table';
let table: string | null | undefined;

function read(): string | null {
  const fromAddress = new URLSearchParams(window.location.search).get(TABLE_PARAM)?.trim().replace(/\s+/g, ' ') ?? '';
  if (fromAddress !== '' && fromAddress.length <= TABLE_NAME_MAX) {
    try {
      sessionStorage.setItem(KEY, fromAddress);
    } catch {
      // Storage refused (private mode): the table still holds for this page.
    }
    return fromAddress;
  }
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** The guest's table, or null; read once per page load. */
export function currentTable(): string | null {
  if (typeof window === 'undefined') return null;
  table ??= read();
  return table;
}
