/**
 * What a guest's phone tells the server about a visit, for the owner's reports ('Raporlar';
 * docs/reports.md says exactly what is counted and kept). Free of zod, so the guest pages' small
 * sender (web/menu/events.ts) can use it; the server checks a batch with schemas/report.ts.
 */

/** Where a phone sends its events (with `navigator.sendBeacon`, as text/plain, or as JSON). */
export const GUEST_EVENTS_PATH = '/api/events';

/** The most events one batch may carry. */
export const EVENTS_PER_BATCH = 50;

/** The longest search text a phone sends (it cuts longer ones); the server refuses longer. */
export const SEARCH_TEXT_MAX = 80;

/**
 * Each kind of event, by what a guest did:
 * - `visit`: opened the menu in a language (once per visit, that is this tab's session, and language);
 * - `scan`: opened the menu from a table's code (`/?masa=5`), once per visit and table;
 * - `dish`: a dish's own page was shown;
 * - `search`: a search, once the guest stopped typing, with whether it found anything;
 * - `allergen`: a guest left the dishes with an allergen out (once per visit and allergen);
 * - `tag`: a guest chose a tag in a category's filters (once per visit and tag).
 */
export const GUEST_EVENT_KINDS = ['visit', 'scan', 'dish', 'search', 'allergen', 'tag'] as const;
export type GuestEventKind = (typeof GUEST_EVENT_KINDS)[number];

/** A search as a phone sends it: trimmed, cut to SEARCH_TEXT_MAX without splitting an emoji in half. */
export function searchText(text: string): string {
  return text
    .trim()
    .slice(0, SEARCH_TEXT_MAX)
    .replace(/[\uD800-\uDBFF]$/, '')
    .trim();
}
