import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { guestReport, type GuestReport, type ReportSpan } from '../../../shared/schemas/report.js';
import { apiRequest } from '../../api/client.js';

/** What guests did on the menu over the last `days` days (admins only). */
export const useReport = (days: ReportSpan) =>
  useQuery({
    queryKey: ['admin', 'reports', days],
    queryFn: ({ signal }) => apiRequest<GuestReport>(`/api/admin/reports?days=${days}`, { signal, answer: guestReport }),
    // Another span keeps the figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });

/** The span's daily totals as a CSV for Excel. */
export const reportCsvHref = (days: ReportSpan) => `/api/admin/reports/export.csv?days=${days}`;
