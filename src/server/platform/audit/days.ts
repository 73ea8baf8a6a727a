import { wallClockIn, type CalendarDay } from '../../../shared/calendar.js';

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(timeZone: string, instant: number): number {
  const { day, hour, minute, second } = wallClockIn(timeZone, instant);
  const wall = Date.parse(`${day}T00:00:00Z`) + ((hour * 60 + minute) * 60 + second) * 1000;
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
