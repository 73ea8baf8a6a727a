import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  sampleDataRemoval,
  sampleDataStatus,
  type SampleDataRemoval,
  type SampleDataRemovalInput,
  type SampleDataStatus,
} from '../../../shared/schemas/sample-data.js';
import { invalidateMenu } from '../../api/menu.js';
import { apiRequest } from '../../api/client.js';

const statusKey = ['admin', 'sample-data'] as const;

/** What removing the sample data would take now, and what it would leave (admins only). */
export const useSampleDataStatus = () =>
  useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) => apiRequest<SampleDataStatus>('/api/admin/sample-data', { signal, answer: sampleDataStatus }),
  });

/**
 * Removes the sample data (with `includeEdited`, the sample records staff edited too). It touches nearly every list of the back office (the menu, the
 * accounts, the tables, the details, the history), so every one is read again.
 */
export function useRemoveSampleData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SampleDataRemovalInput) =>
      apiRequest<SampleDataRemoval>('/api/admin/sample-data/removal', { method: 'POST', body, answer: sampleDataRemoval }),
    onSuccess: () => {
      invalidateMenu();
      return queryClient.invalidateQueries();
    },
  });
}
