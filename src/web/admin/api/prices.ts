import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  scheduledPriceRecord,
  type PriceChangeScheduleInput,
  type ScheduledPrice,
  priceHistoryEntry,
  type PriceHistoryEntry,
  priceBatchRecord,
  priceChangeSearch,
  pricePreview,
  type PriceBatch,
  type PriceChangeApply,
  type PriceChangeInput,
  type PricePreview,
} from '../../../shared/schemas/prices.js';
import { invalidateMenu } from '../../api/menu.js';
import { apiRequest } from '../../api/client.js';
import { auditKey } from './audit.js';
import { listKey } from './resource.js';
import { productsResource } from './products.js';

const batchesKey = ['admin', 'prices', 'batches'] as const;

/** Every price one dish has had, newest first (read when its form shows it). */
export const usePriceHistory = (productId: number) =>
  useQuery({
    queryKey: ['admin', 'prices', 'history', productId],
    queryFn: ({ signal }) =>
      apiRequest<PriceHistoryEntry[]>(`/api/admin/products/${productId}/prices`, { signal, answer: z.array(priceHistoryEntry) }),
  });

/** The batches of the last 30 days, newest first. */
export const usePriceBatches = () =>
  useQuery({
    queryKey: batchesKey,
    queryFn: ({ signal }) => apiRequest<PriceBatch[]>('/api/admin/prices/batches', { signal, answer: z.array(priceBatchRecord) }),
  });

/** Every price a change would touch, before and after. */
export const usePreviewPrices = () =>
  useMutation({
    mutationFn: (change: PriceChangeInput) =>
      apiRequest<PricePreview>(`/api/admin/prices/preview?${priceChangeSearch(change)}`, { answer: pricePreview }),
  });

/** After prices changed: the products, the batches, the history and the guests' menu are read again. */
function useAfterPrices() {
  const queryClient = useQueryClient();
  return () => {
    invalidateMenu();
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: batchesKey }),
      queryClient.invalidateQueries({ queryKey: listKey(productsResource) }),
      queryClient.invalidateQueries({ queryKey: auditKey }),
    ]);
  };
}

/** Applies a change as previewed (the dishes' versions it read). */
export function useApplyPrices() {
  const after = useAfterPrices();
  return useMutation({
    mutationFn: (change: PriceChangeApply) =>
      apiRequest<PriceBatch>('/api/admin/prices/batches', { method: 'POST', body: change, answer: priceBatchRecord }),
    onSuccess: after,
  });
}

/** Undoes a batch as a whole. */
export function useUndoPrices() {
  const after = useAfterPrices();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<PriceBatch>(`/api/admin/prices/batches/${id}/undo`, { method: 'POST', body: {}, answer: priceBatchRecord }),
    onSuccess: after,
  });
}

const scheduledKey = ['admin', 'prices', 'scheduled'] as const;

/** The changes set for later: those waiting, and those of the last 30 days. */
export const useScheduledPrices = () =>
  useQuery({
    queryKey: scheduledKey,
    queryFn: ({ signal }) => apiRequest<ScheduledPrice[]>('/api/admin/prices/scheduled', { signal, answer: z.array(scheduledPriceRecord) }),
  });

/** Sets a change to take effect at a date and time on the restaurant's clock. */
export function useSchedulePrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PriceChangeScheduleInput) =>
      apiRequest<ScheduledPrice>('/api/admin/prices/scheduled', { method: 'POST', body: change, answer: scheduledPriceRecord }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: scheduledKey }), queryClient.invalidateQueries({ queryKey: auditKey })]),
  });
}

/** Cancels a change that still waits. */
export function useCancelScheduledPrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<ScheduledPrice>(`/api/admin/prices/scheduled/${id}`, { method: 'DELETE', answer: scheduledPriceRecord }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: scheduledKey }), queryClient.invalidateQueries({ queryKey: auditKey })]),
  });
}
