import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { staffOrder, staffTable, type StaffOrder, type StaffTable } from '../../../shared/schemas/order.js';
import { apiRequest } from '../../api/client.js';

const ordersKey = ['orders'] as const;

/** How long the orders wait before loading afresh after their stream failed. */
const RETRY_MS = 5_000;

/**
 * The tables and their orders on 'Masalar' (D57), live: loaded, then loaded again at each
 * change the server's stream tells of (any table's). The browser reconnects a dropped stream by
 * itself, naming the last event it had; a stream that ended for good is opened again after a
 * moment, with the orders loaded afresh.
 */
export function useTableOrders() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ordersKey,
    queryFn: () => apiRequest<StaffTable[]>('/api/admin/orders', { answer: z.array(staffTable) }),
  });
  useEffect(() => {
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // The tables' bills (D60) change with their orders: an open one is loaded again too.
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: ordersKey });
      void queryClient.invalidateQueries({ queryKey: ['bill'] });
    };
    const connect = () => {
      source = new EventSource('/api/admin/orders/stream');
      source.onmessage = refresh;
      source.addEventListener('reset', refresh);
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        source = null;
        retry = setTimeout(() => {
          refresh();
          connect();
        }, RETRY_MS);
      };
    };
    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [queryClient]);
  return query;
}

const post = <T>(path: string, body: unknown, answer?: z.ZodType<T>) =>
  apiRequest<T>(path, { method: 'POST', body, ...(answer ? { answer } : {}) });

/** A waiter confirms a basket the guests sent. */
export const confirmOrder = (id: number) => post<StaffOrder>(`/api/admin/orders/${id}/confirm`, {}, staffOrder);
/** A line moves on: being prepared, ready, served. */
export const stepLine = (id: number, state: 'preparing' | 'ready' | 'served') =>
  post<StaffOrder>(`/api/admin/order-lines/${id}/state`, { state }, staffOrder);
/** A line the guests sent, changed with them before it is confirmed. */
export const changeLineQuantity = (id: number, quantity: number) =>
  post<StaffOrder>(`/api/admin/order-lines/${id}/quantity`, { quantity }, staffOrder);
/** A line cancelled, with the reason the guests read. */
export const cancelLine = (id: number, reason: string) => post<StaffOrder>(`/api/admin/order-lines/${id}/cancel`, { reason }, staffOrder);
/** The table opens as guests sit, or closes as they leave. */
export const setTableOpen = (id: number, open: boolean) => post<void>(`/api/admin/tables/${id}/${open ? 'open' : 'close'}`, {});
