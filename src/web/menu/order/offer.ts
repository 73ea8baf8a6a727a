import { useSyncExternalStore } from 'react';
import type { MenuProduct } from '../../../shared/menu.js';

/**
 * Whether the guest can order here, as the page's dishes need to know it: the table's ordering
 * part (order/TableOrder.tsx, a chunk only a guest at a table with ordering on downloads) offers
 * how to add a dish once the table has said it takes orders, and the dishes then show 'Ekle'.
 * Free of the ordering code itself, so every guest's first download stays as small as it was.
 */
export type AddDish = (product: MenuProduct, size?: number) => void;

let add: AddDish | null = null;
const listeners = new Set<() => void>();

/** The ordering part offers its way to add a dish (null: ordering is off here again). */
export function offerOrdering(then: AddDish | null): void {
  add = then;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** How a dish is added at this table, or null: not at a table, ordering off, or on the server. */
export function useAddDish(): AddDish | null {
  return useSyncExternalStore(
    subscribe,
    () => add,
    () => null,
  );
}
