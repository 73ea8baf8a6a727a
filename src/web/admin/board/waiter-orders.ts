import { useSyncExternalStore } from 'react';
import type { WaiterOrderInput } from '../../../shared/schemas/order.js';
import { ApiError, apiRequest } from '../../api/client.js';
import { describeError } from '../messages.js';
import { notify } from '../ui/toasts.js';

/**
 * A waiter's orders ('Sipariş al') on their way to the server, kept on the phone until the
 * server has each (D57): typed on a weak connection, an order waits in this browser's storage
 * and is sent when the connection comes back, even after the page was closed. Each carries the
 * id the phone gave it, so one sent again (an answer lost) is made once.
 */

const KEY = 'sofra-waiter-orders';
/** The answers that say the order itself is refused; any other failure is waited out. */
const REFUSED = new Set([400, 404, 409, 422]);
const listeners = new Set<() => void>();
let pending: WaiterOrderInput[] = read();
let sending = false;

function read(): WaiterOrderInput[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as WaiterOrderInput[]) : [];
  } catch {
    return [];
  }
}

function save(next: WaiterOrderInput[]): void {
  pending = next;
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage refused (private mode): the order still waits in this page.
  }
  for (const listener of listeners) listener();
}

/** Keeps the order and sends it now, or once the connection is back. */
export function sendWaiterOrder(order: WaiterOrderInput, onSent: () => void): void {
  save([...pending, order]);
  void sendPending(onSent);
}

/** Sends what waits, one at a time, in the order typed; stops at the first that cannot reach the server. */
export async function sendPending(onSent?: () => void): Promise<void> {
  if (sending || !navigator.onLine) return;
  sending = true;
  try {
    while (pending.length > 0) {
      const [order] = pending as [WaiterOrderInput];
      try {
        await apiRequest('/api/admin/orders', { method: 'POST', body: order });
        onSent?.();
      } catch (error) {
        // Not reached (no connection, the server away, the session ended): it waits. Refused
        // (a dish sold out meanwhile): said, and let go, since sending it again would be refused again.
        if (!(error instanceof ApiError) || !REFUSED.has(error.status)) return;
        notify.error(`Sipariş gönderilemedi (${order.table}): ${describeError(error)}`);
      }
      save(pending.filter((candidate) => candidate.id !== order.id));
    }
  } finally {
    sending = false;
  }
}

if (typeof window !== 'undefined') window.addEventListener('online', () => void sendPending());

/** How many of the waiter's orders wait for the connection. */
export function useWaitingOrders(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending.length,
    () => 0,
  );
}
