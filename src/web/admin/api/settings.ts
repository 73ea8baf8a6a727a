import { settingsRecord } from '../../../shared/schemas/settings.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RestaurantSettings, SettingsInput } from '../../../shared/schemas/settings.js';
import { auditKey } from './audit.js';
import { apiRequest } from '../../api/client.js';

const settingsKey = ['admin', 'settings'] as const;

/** The restaurant's details (admins only). */
export const useSettings = () =>
  useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => apiRequest<RestaurantSettings>('/api/admin/settings', { signal, answer: settingsRecord }),
  });

/** Saves the details whole, with the version they were loaded with (409 stale otherwise). */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SettingsInput & { version: number }) =>
      apiRequest<RestaurantSettings>('/api/admin/settings', { method: 'PUT', body: values, answer: settingsRecord }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      void queryClient.invalidateQueries({ queryKey: auditKey });
    },
  });
}
