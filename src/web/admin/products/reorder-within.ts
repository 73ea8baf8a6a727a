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
