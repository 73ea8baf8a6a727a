import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditPage, AuditQueryInput } from '../../../shared/schemas/audit.js';
import { apiRequest } from '../../api/client.js';

export const auditKey = ['admin', 'audit-events'] as const;

/** The query string of the history's filters; blank filters are left out. */
export function auditSearch(filters: AuditQueryInput): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * One page of the change history (admins only). `enabled` is false while the filters are not
 * valid (an end before the start): the page says why instead of asking the server.
 */
export function useAuditEvents(filters: AuditQueryInput, enabled = true) {
  return useQuery({
    queryKey: [...auditKey, filters],
    queryFn: ({ signal }) => apiRequest<AuditPage>(`/api/admin/audit-events${auditSearch(filters)}`, { signal }),
    enabled,
    // Moving to the next page or changing a filter keeps the rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
