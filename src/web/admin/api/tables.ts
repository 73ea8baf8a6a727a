import { z } from 'zod';
import { qrSettingsRecord } from '../../../shared/schemas/table.js';
import { tableRecord } from '../../../shared/schemas/table.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiningTable, QrSettings, QrSettingsInput, TablesInput } from '../../../shared/schemas/table.js';
import { auditKey } from './audit.js';
import { apiRequest } from '../../api/client.js';
import { listKey, useDeleteRecord, useResourceList, type Resource } from './resource.js';

export const tablesResource: Resource = { name: 'tables', record: tableRecord, affects: [] };
const qrSettingsKey = ['admin', 'qr-settings'] as const;

export const useTables = () => useResourceList<DiningTable>(tablesResource);
export const useDeleteTable = () => useDeleteRecord(tablesResource);

/** Adds tables in bulk ("1–20"); answers every table. */
export function useAddTables() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TablesInput) =>
      apiRequest<DiningTable[]>('/api/admin/tables', { method: 'POST', body: values, answer: z.array(tableRecord) }),
    onSuccess: (tables) => {
      queryClient.setQueryData(listKey(tablesResource), tables);
      void queryClient.invalidateQueries({ queryKey: auditKey });
    },
  });
}

export const useQrSettings = () =>
  useQuery({
    queryKey: qrSettingsKey,
    queryFn: ({ signal }) => apiRequest<QrSettings>('/api/admin/qr-settings', { signal, answer: qrSettingsRecord }),
  });

export function useSaveQrSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: QrSettingsInput) =>
      apiRequest<QrSettings>('/api/admin/qr-settings', { method: 'PUT', body: values, answer: qrSettingsRecord }),
    onSuccess: (saved) => {
      queryClient.setQueryData(qrSettingsKey, saved);
      void queryClient.invalidateQueries({ queryKey: auditKey });
    },
  });
}
