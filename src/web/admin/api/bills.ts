import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import {
  accountChoice,
  approver,
  bill,
  type AccountChoice,
  type Approval,
  type Approver,
  type Bill,
} from '../../../shared/schemas/bill.js';
import { apiRequest } from '../../api/client.js';
import { useTableOrders } from './orders.js';
import { approversKey } from './session.js';

export const billKey = (table: number) => ['bill', table] as const;

/**
 * A table's open bill (D60), live: loaded again at each change at any table, as the orders'
 * stream tells of (useTableOrders keeps it open and loads every ['bill', …] afresh).
 */
export function useTableBill(table: number) {
  const tables = useTableOrders();
  const open = useQuery({
    queryKey: billKey(table),
    queryFn: () => apiRequest<Bill>(`/api/admin/tables/${table}/bill`, { answer: bill }),
    retry: false,
  });
  // The bill just paid off closed, and the table has none open: it stays on the screen, closed.
  const [last, setLast] = useState<number | null>(null);
  if (open.data && open.data.id !== last) setLast(open.data.id);
  const closed = useQuery({
    queryKey: ['bill', 'closed', last],
    queryFn: () => apiRequest<Bill>(`/api/admin/bills/${last}`, { answer: bill }),
    enabled: last !== null && open.isError,
    retry: false,
  });
  return { bill: open.isError && closed.data ? closed : open, tables };
}

const post = (path: string, body: unknown) => apiRequest<Bill>(path, { method: 'POST', body, answer: bill });

export const payBill = (id: number, body: Record<string, unknown>) => post(`/api/admin/bills/${id}/payments`, body);
export const splitBill = (
  id: number,
  body: { kind: 'none' | 'equal' | 'lines'; parts: number; lines?: { lineId: number; part: number }[] },
) => post(`/api/admin/bills/${id}/split`, body);
export const discountBill = (id: number, body: { percent?: number; amount?: string; reason: string }, approval?: Approval) =>
  post(`/api/admin/bills/${id}/discount`, { ...body, approval });
export const takeOffLine = (line: number, kind: 'ikram' | 'void', reason: string, approval?: Approval) =>
  post(`/api/admin/order-lines/${line}/${kind}`, { reason, approval });
export const moveBill = (id: number, table: string) => post(`/api/admin/bills/${id}/move`, { table });
export const moveLines = (id: number, table: string, lineIds: number[]) => post(`/api/admin/bills/${id}/lines/move`, { table, lineIds });

/** Customers' accounts a bill may be put on, by name or phone. */
export const findAccounts = (q: string) =>
  apiRequest<AccountChoice[]>(`/api/admin/bills/accounts?q=${encodeURIComponent(q)}`, { answer: z.array(accountChoice) });

/** The admins who can approve a change above the limit by their PIN (D60). */
export const useApprovers = () =>
  useQuery({
    queryKey: approversKey,
    queryFn: () => apiRequest<Approver[]>('/api/admin/bills/approvers', { answer: z.array(approver) }),
  });
