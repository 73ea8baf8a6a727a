import type { CalendarDay } from '../../../shared/calendar.js';

const dayFormat = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short' });

/** `2025-03-01` → `1 Mar 2025`: a calendar day, the same wherever the browser is. */
export function formatDay(day: CalendarDay): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** An ISO timestamp in `timeZone` (the restaurant's, api/restaurant.ts), or else the browser's: `1 Mar 2025 14:05`. */
export function formatDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (timeZone === undefined) return dateTimeFormat.format(date);
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short', timeZone });
    zoneFormats.set(timeZone, format);
  }
  return format.format(date);
}
