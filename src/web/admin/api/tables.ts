import { z } from 'zod';
import { qrSettingsRecord } from '../../../shared/schemas/table.js';
import { tableRecord } from '../../../shared/schemas/table.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiningTable, QrSettings, QrSettingsInput, TablesInput } from '../../../shared/schemas/table.js';
import { auditKey } from './audit.js';
import { apiRequest } from '../../api/client.js';
import { listKey, singleRecord, useDeleteRecord, useResourceList, type Resource } from './resource.js';

export const tablesResource: Resource = { name: 'tables', record: tableRecord, affects: [] };

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

/**
 * Renews a table's key (D57): the cards printed before order nothing from then on, so the
 * table's card is printed again. Answers the table with its new key.
 */
export function useRenewTableKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (table: DiningTable) =>
      apiRequest<DiningTable>(`/api/admin/tables/${table.id}/key`, {
        method: 'PUT',
        body: { version: table.version },
        answer: tableRecord,
      }),
    onSuccess: (renewed) => {
      queryClient.setQueryData<DiningTable[]>(listKey(tablesResource), (tables) =>
        tables?.map((table) => (table.id === renewed.id ? renewed : table)),
      );
      void queryClient.invalidateQueries({ queryKey: auditKey });
    },
  });
}

const qrSettings = singleRecord<QrSettings, QrSettingsInput>('qr-settings', qrSettingsRecord);

/** How the tables' QR codes are drawn (one record, on the print page). */
export const useQrSettings = qrSettings.useRecord;
export const useSaveQrSettings = qrSettings.useSave;
