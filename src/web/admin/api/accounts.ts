import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminAccount } from '../../../shared/schemas/account.js';
import type { AccountInput } from '../../../shared/schemas/account.js';
import type { Resource } from './resource.js';
import { fetchList, listKey, useDeleteRecord, useSaveRecord } from './resource.js';

export const accountsResource: Resource = { name: 'accounts', affects: [] };

/** Customer accounts whose customer name contains `search` (all of them when it is blank). */
export function useAccounts(search: string) {
  const q = search.trim();
  return useQuery({
    queryKey: [...listKey(accountsResource), q],
    queryFn: ({ signal }) => fetchList<AdminAccount>(accountsResource, q ? `?q=${encodeURIComponent(q)}` : '', signal),
    // Typing a search keeps the current rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export const useSaveAccount = () => useSaveRecord<AdminAccount, AccountInput & { version?: number }>(accountsResource);
export const useDeleteAccount = () => useDeleteRecord(accountsResource);
