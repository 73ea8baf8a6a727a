import type { CalendarDay } from '../../shared/calendar.js';

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(timeZone: string, instant: number): number {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant `day` begins in `timeZone`: `2026-06-15` in Istanbul (UTC+3) begins at
 * 2026-06-14T21:00:00.000Z. Staff filter the history by the restaurant's calendar days (D13),
 * while events carry the server's UTC clock; comparing against these bounds needs no time
 * zone support in the database.
 */
export function dayStartIn(timeZone: string, day: CalendarDay): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const guess = midnightUtc - offsetAt(timeZone, midnightUtc);
  // Where the clocks change that day, the offset at the day's start is the one that counts.
  return new Date(midnightUtc - offsetAt(timeZone, guess));
}
