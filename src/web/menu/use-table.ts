import { useSyncExternalStore } from 'react';
import { currentTable } from './table.js';

const keep = () => () => {};

/** The guest's table: null on the server and while the page attaches (the server draws one page for every table). */
export function useTable(): string | null {
  return useSyncExternalStore(keep, currentTable, () => null);
}
