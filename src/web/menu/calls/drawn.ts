import { CALLS_STORAGE_KEY, CALLS_TEMPLATE, type RequestKind } from '../../../shared/calls.js';
import { tableLabel } from '../../../shared/tables.js';

/**
 * The table's calls bar as the server drew it, in the page's language, inside a `<template>` of
 * every guest page drawn (the server draws one page for every table, so the table's name is
 * left as `TABLE_SLOT`). The page's first script (boot.ts) shows it as soon as the page is on
 * screen, free of React, and the bar's island (island.tsx) takes its place as the app attaches,
 * at the guest's first touch: the phone's main thread does no more at load than for a guest
 * without a table. A tap on a drawn button is not lost: the island clicks its own button of the
 * same kind (`data-call`) once it holds the bar.
 */

/** The element at the page's end that holds the bar, drawn or the island's. */
export const CALLS_PLACE = 'table-calls';
/** What stands for the table's name in the drawn bar's label. */
export const TABLE_SLOT = '{{table}}';
/** The attribute naming a call button's kind (`waiter`, `bill`): TableCalls.tsx writes it. */
export const CALL_KIND = 'data-call';

/**
 * Shows the drawn bar for `table` once its style sheet is there; `tapped` hears a tap on one of
 * its buttons, until the island holds the bar. False when the island is needed at once: no
 * drawn bar (the page was drawn in the browser), or a call of this visit to show as it stands
 * (boot.ts also asks for the island at once where the table orders).
 */
export function showDrawnCalls(table: string, tapped: (kind: RequestKind) => void): boolean {
  const template = document.getElementById(CALLS_TEMPLATE);
  if (!(template instanceof HTMLTemplateElement) || hasCalls()) return false;
  const place = document.createElement('div');
  place.id = CALLS_PLACE;
  place.append(template.content.cloneNode(true));
  const region = place.querySelector('[aria-label]');
  const label = region?.getAttribute('aria-label');
  if (label) region!.setAttribute('aria-label', label.replace(TABLE_SLOT, tableLabel(table, template.dataset.tableWord ?? '')));
  place.addEventListener('click', (event) => {
    const kind = event.target instanceof Element ? event.target.closest(`[${CALL_KIND}]`)?.getAttribute(CALL_KIND) : null;
    if ((kind === 'waiter' || kind === 'bill') && !place.hasAttribute('data-live')) tapped(kind);
  });
  // Not where the island got there first (its chunk came before this style sheet).
  const show = () => {
    if (!document.getElementById(CALLS_PLACE)) document.body.append(place);
  };
  const style = template.dataset.style;
  if (!style) {
    show();
    return true;
  }
  // The island's own style sheet, linked as its chunk would link it: loaded once, for both.
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = style;
  link.addEventListener('load', show, { once: true });
  link.addEventListener('error', show, { once: true });
  document.head.append(link);
  return true;
}

/** The island's scripts, to fetch (not run) once the drawn bar shows: a tap on it then waits for no download. */
export function islandScripts(): string[] {
  const template = document.getElementById(CALLS_TEMPLATE);
  return template instanceof HTMLTemplateElement ? (template.dataset.scripts ?? '').split(' ').filter(Boolean) : [];
}

/** Whether this visit has made a call: the island shows what became of it. */
function hasCalls(): boolean {
  try {
    const stored = sessionStorage.getItem(CALLS_STORAGE_KEY);
    return stored !== null && stored !== '{}';
  } catch {
    return false;
  }
}
