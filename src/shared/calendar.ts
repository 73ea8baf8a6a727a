/**
 * Campaign dates are calendar days in the restaurant's time zone, both ends inclusive
 * (DECISIONS D13). A day is written `YYYY-MM-DD`, which also sorts correctly as text.
 */
export type CalendarDay = string;

export const DEFAULT_TIME_ZONE = 'Europe/Istanbul';

/** What the clocks and calendars of a time zone show at an instant. */
export interface WallClock {
  day: CalendarDay;
  /** 0 for Monday to 6 for Sunday. */
  weekday: number;
  hour: number;
  minute: number;
  second: number;
}

const WEEKDAYS: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };
// Building a formatter costs far more than using one: one per time zone, kept.
const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** What the wall clock and the calendar of `timeZone` show at `instant`. */
export function wallClockIn(timeZone: string, instant: Date | number): WallClock {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(timeZone, format);
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS[parts.weekday ?? ''] ?? 0,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The calendar day that `instant` falls on in `timeZone`. */
export function calendarDayIn(timeZone: string, instant: Date = new Date()): CalendarDay {
  return wallClockIn(timeZone, instant).day;
}

/**
 * Today in `timeZone` by the clock `now`, worked out at most once a second: the menu asks on
 * every request, and formatting a date is the dearest thing it would do.
 */
export function dayClock(timeZone: string, now: () => Date): () => CalendarDay {
  let from = Number.POSITIVE_INFINITY;
  let until = Number.NEGATIVE_INFINITY;
  let day = '';
  return () => {
    const instant = now().getTime();
    if (instant < from || instant >= until) {
      day = calendarDayIn(timeZone, new Date(instant));
      from = instant;
      until = instant + 1000;
    }
    return day;
  };
}

/** Whether `timeZone` is a time zone this runtime knows, e.g. `Europe/Istanbul`. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day `days` after `day` (negative for before). */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
