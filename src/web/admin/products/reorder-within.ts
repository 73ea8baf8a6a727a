import { describeError } from '../messages.js';
import { notify } from '../ui/toasts.js';

/**
 * The whole list after reordering only the `shown` part of it (the products of one category):
 * the shown items take each other's places, everything else stays where it was. The API
 * wants every id once.
 */
export function reorderWithin<T extends { id: number }>(all: readonly T[], shownInNewOrder: readonly T[]): T[] {
  const shownIds = new Set(shownInNewOrder.map((item) => item.id));
  const queue = [...shownInNewOrder];
  return all.map((item) => (shownIds.has(item.id) ? (queue.shift() ?? item) : item));
}

interface Reorder<T> {
  mutate: (ordered: T[], options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}

/**
 * Saves the order a list was dragged into (SortableGrid's `onReorder`), `all` being the whole
 * list, with what the page hides (another category's products, a delete that can still be taken
 * back), and says how it went. A refused order is put back by the mutation itself.
 */
export function saveOrder<T extends { id: number }>(reorder: Reorder<T>, all: readonly T[], shownInNewOrder: readonly T[]): void {
  reorder.mutate(reorderWithin(all, shownInNewOrder), {
    onSuccess: () => notify.success('Sıralama kaydedildi.'),
    onError: (error) => notify.error(`Sıralama kaydedilemedi; eski sıra geri getirildi. ${describeError(error)}`),
  });
}
