import type { StaffTable } from '../../../shared/schemas/order.js';

/** Where a table stands on the floor (D60), as its tile says it: in words, its colour beside them. */
export type TableState = 'empty' | 'seated' | 'ordered' | 'waiting' | 'ready' | 'bill';

export const TABLE_STATE_TEXT: Record<TableState, string> = {
  empty: 'Boş',
  seated: 'Oturuldu',
  ordered: 'Sipariş verildi',
  waiting: 'Yemek bekleniyor',
  ready: 'Yemek hazır',
  bill: 'Hesap istendi',
};

/**
 * A table's state from its orders and its guests' calls, what needs staff first winning: the bill
 * asked for, then food ready to carry, a basket to confirm, food being made, guests seated.
 */
export function tableState(table: Pick<StaffTable, 'openedAt' | 'orders'>, billAsked: boolean): TableState {
  const states = new Set(table.orders.flatMap((order) => order.lines.map((line) => line.state)));
  if (billAsked) return 'bill';
  if (states.has('ready')) return 'ready';
  if (states.has('sent')) return 'ordered';
  if (states.has('confirmed') || states.has('preparing')) return 'waiting';
  if (table.openedAt !== null || table.orders.length > 0) return 'seated';
  return 'empty';
}
