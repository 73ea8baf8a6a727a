import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { daySales, type DaySales } from '../../../shared/schemas/day-sales.js';
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

/** 'Gün sonu' (D60): a business day's sales; today's until the owner's day end when `day` is empty. */
export const useDaySales = (day: string) =>
  useQuery({
    queryKey: ['admin', 'reports', 'day', day],
    queryFn: ({ signal }) => apiRequest<DaySales>(`/api/admin/reports/day${day ? `?day=${day}` : ''}`, { signal, answer: daySales }),
    placeholderData: keepPreviousData,
  });

/** The day's figures for the accountant, as CSV or an Excel workbook. */
export const daySalesHref = (day: string, format: 'csv' | 'xlsx') => `/api/admin/reports/day.${format}${day ? `?day=${day}` : ''}`;
