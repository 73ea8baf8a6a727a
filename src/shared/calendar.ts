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

/**
 * A time zone's offset from UTC over a span with no clock change in it, `from` to `until`
 * (milliseconds since the epoch, `until` excluded): within it the zone's clock is UTC shifted by
 * `minutes`.
 */
export interface SteadyOffset {
  minutes: number;
  from: number;
  until: number;
}

const steadyOffsets = new Map<string, SteadyOffset>();

/**
 * Lets `wallClockIn` read `timeZone`'s clock by arithmetic within `span`. A phone takes tens of
 * milliseconds to build its first formatter for a time zone; the guest pages are given the span
 * by the server that drew them (`steadyOffsetAround`), so attaching to them builds none.
 */
export function knowSteadyOffset(timeZone: string, span: SteadyOffset): void {
  steadyOffsets.set(timeZone, span);
}

/** What the wall clock and the calendar of `timeZone` show at `instant`. */
export function wallClockIn(timeZone: string, instant: Date | number): WallClock {
  const time = typeof instant === 'number' ? instant : instant.getTime();
  const steady = steadyOffsets.get(timeZone);
  if (steady && time >= steady.from && time < steady.until) return utcClock(time + steady.minutes * MINUTE);
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

const MINUTE = 60_000;
const DAY_MS = 24 * 60 * MINUTE;

/** UTC's clock at `time`, read as a wall clock. */
function utcClock(time: number): WallClock {
  const date = new Date(time);
  return {
    day: date.toISOString().slice(0, 10),
    weekday: (date.getUTCDay() + 6) % 7,
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  };
}

/** `timeZone`'s offset from UTC at `time`, in minutes, by its formatter. */
function offsetAt(timeZone: string, time: number): number {
  const clock = wallClockIn(timeZone, time);
  const [year, month, day] = clock.day.split('-').map(Number) as [number, number, number];
  const shown = Date.UTC(year, month - 1, day, clock.hour, clock.minute, clock.second);
  return Math.round((shown - Math.floor(time / 1000) * 1000) / MINUTE);
}

/**
 * The span around `instant`, up to `days` either side, in which `timeZone`'s offset from UTC is
 * the one it has at `instant`: its ends are the clock changes before and after, to the minute
 * (a clock changes on a whole minute). Worked out with the formatter, on the server.
 */
export function steadyOffsetAround(timeZone: string, instant: number, days = 400): SteadyOffset {
  const at = Math.floor(instant / MINUTE) * MINUTE;
  const minutes = offsetAt(timeZone, at);
  const same = (time: number) => offsetAt(timeZone, time) === minutes;
  /** The last minute with the same offset, going `direction` (1 later, -1 earlier) from `at`. */
  const lastSame = (direction: 1 | -1): number => {
    let inside = at;
    for (let day = 1; day <= days; day += 1) {
      const next = at + direction * day * DAY_MS;
      if (!same(next)) {
        // A change between `inside` and `next`: halve the gap down to one minute.
        let outside = next;
        while (Math.abs(outside - inside) > MINUTE) {
          const middle = inside + Math.round((outside - inside) / 2 / MINUTE) * MINUTE;
          if (same(middle)) inside = middle;
          else outside = middle;
        }
        return inside;
      }
      inside = next;
    }
    return inside;
  };
  return { minutes, from: lastSame(-1), until: lastSame(1) + MINUTE };
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

/**
 * The instant a wall clock in `timeZone` shows `day` at `hour`:`minute` ("1 Aralık 00:00" in
 * Istanbul). A time a clock change skips is read as after it; one it repeats, as the first.
 */
export function instantIn(timeZone: string, day: CalendarDay, hour: number, minute: number): Date {
  const { shown, before } = instantsIn(timeZone, day, hour, minute);
  // Skipped: the wall clock as it read before the change, which the clock shows after it.
  return new Date(shown[0] ?? before);
}

/**
 * The instant a wall clock in `timeZone` shows `day` at `hour`:`minute`, or null for a time it
 * never shows (the hour skipped when clocks go forward: 02:30 on 28 March 2027 in Berlin). A
 * time it shows twice (the hour repeated when clocks go back) is the first of the two.
 */
export function exactInstantIn(timeZone: string, day: CalendarDay, hour: number, minute: number): Date | null {
  const [first] = instantsIn(timeZone, day, hour, minute).shown;
  return first === undefined ? null : new Date(first);
}

/**
 * The instants, earliest first, at which the clock shows the time: none, one, or two. A clock
 * change is rare, so the offsets a day before and a day after are the only ones the time can
 * have; `before` is the time read with the earlier offset.
 */
function instantsIn(timeZone: string, day: CalendarDay, hour: number, minute: number): { shown: number[]; before: number } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wanted = Date.UTC(year, month - 1, date, hour, minute);
  const clockOf = (instant: number) => {
    const clock = wallClockIn(timeZone, instant);
    const [y, m, d] = clock.day.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d, clock.hour, clock.minute);
  };
  const DAY_MS = 24 * 60 * 60 * 1000;
  // The wall clock is read to the minute: an offset's seconds (none since 1972) are dropped.
  const offsetAt = (instant: number) => clockOf(instant) - Math.floor(instant / 60_000) * 60_000;
  const before = wanted - offsetAt(wanted - DAY_MS);
  const after = wanted - offsetAt(wanted + DAY_MS);
  const shown = [...new Set([before, after])].filter((instant) => clockOf(instant) === wanted).sort((a, b) => a - b);
  return { shown, before };
}
