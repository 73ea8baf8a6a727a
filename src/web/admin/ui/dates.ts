import type { CalendarDay } from '../../../shared/calendar.js';

const dayFormat = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short' });

/** `2025-03-01` → `1 Mar 2025`: a calendar day, the same wherever the browser is. */
export function formatDay(day: CalendarDay): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}

/** An ISO timestamp in the browser's time zone: `1 Mar 2025 14:05`. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}
