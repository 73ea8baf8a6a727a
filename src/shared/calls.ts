/**
 * A guest's call from the table, free of zod so the guest pages can use it (the schemas are in
 * schemas/service-request.ts).
 */

/** What a guest at a table can ask for: a waiter ('Garson çağır') or the bill ('Hesap iste'). */
export const REQUEST_KINDS = ['waiter', 'bill'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const REQUEST_STATES = ['open', 'taken', 'done', 'cancelled'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/**
 * The `<template>` of a guest page holding a table's calls bar as the server drew it, in the
 * page's language (`data-table-word` the word before a table's number, `data-style` the bar's
 * style sheet, `data-scripts` its island's): the page's first script shows it at a table
 * (web/menu/calls/drawn.ts).
 */
export const CALLS_TEMPLATE = 'table-calls-drawn';

/** Where a phone keeps its calls for the visit (this tab's session): web/api/calls.ts. */
export const CALLS_STORAGE_KEY = 'sofra-calls';

/** How long a phone, or a table, waits before it can ask for the same thing again. */
export const REQUEST_COOLDOWN_MS = 2 * 60_000;
