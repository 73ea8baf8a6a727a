import { TABLE_KEY_PARAM, TABLE_NAME_MAX, TABLE_PARAM } from '../../shared/tables.js';

/**
 * The table the guest sits at: a table's code opens the menu as `/?masa=5&k=…`, and the menu
 * keeps the table and its key (what its guests order with, D57) for the visit (this tab's
 * session), whatever page the guest moves on to. Drawn only in the browser: the server draws
 * one page for every table. Free of React: the page's first script (boot.ts) keeps the table
 * before a guest follows a link, as the page attaches.
 */

const TABLE = 'sofra-table';
const KEY = 'sofra-table-key';
let table: { name: string | null; key: string | null } | undefined;

function stored(name: string): string | null {
  try {
    return sessionStorage.getItem(name);
  } catch {
    return null;
  }
}

function read(): { name: string | null; key: string | null } {
  const search = new URLSearchParams(window.location.search);
  const fromAddress = search.get(TABLE_PARAM)?.trim().replace(/\s+/g, ' ') ?? '';
  if (fromAddress !== '' && fromAddress.length <= TABLE_NAME_MAX) {
    const key = search.get(TABLE_KEY_PARAM) ?? '';
    const valid = /^[A-Za-z0-9_-]{8,64}$/.test(key) ? key : null;
    try {
      sessionStorage.setItem(TABLE, fromAddress);
      if (valid === null) sessionStorage.removeItem(KEY);
      else sessionStorage.setItem(KEY, valid);
    } catch {
      // Storage refused (private mode): the table still holds for this page.
    }
    return { name: fromAddress, key: valid };
  }
  return { name: stored(TABLE), key: stored(KEY) };
}

/** The guest's table, or null; read once per page load. */
export function currentTable(): string | null {
  if (typeof window === 'undefined') return null;
  table ??= read();
  return table.name;
}

/** The key the guest's table's code carried (null for a code printed before keys, or none). */
export function currentTableKey(): string | null {
  return currentTable() === null ? null : (table?.key ?? null);
}
