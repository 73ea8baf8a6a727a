import { addDays, wallClockIn, type CalendarDay } from './calendar.js';
import { ablativeOf } from './money.js';

/**
 * Opening hours and time windows, in the restaurant's time zone. A window is `HH:MM`–`HH:MM`;
 * one that closes at or before it opens runs past midnight (18:00–02:00 closes at 2 at night).
 * A week is seven lists of windows, Monday first; an exception replaces one date's windows
 * (none: closed all day).
 */
export interface TimeWindow {
  opens: string;
  closes: string;
}

export type WeekHours = readonly (readonly TimeWindow[])[];

export interface HoursException {
  date: CalendarDay;
  windows: readonly TimeWindow[];
}

/** A moment as the restaurant's clock shows it: the date, the weekday (0 = Monday) and the minute of the day. */
export interface LocalTime {
  date: CalendarDay;
  weekday: number;
  minutes: number;
}

export const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY = 24 * 60;

export function minutesOf(time: string): number {
  const match = TIME_PATTERN.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
}

/** A window as minutes from its own day's midnight, `closes` past 24:00 when it runs over. */
export function spanOf(window: TimeWindow): { from: number; to: number } {
  const from = minutesOf(window.opens);
  const to = minutesOf(window.closes);
  return { from, to: to <= from ? to + DAY : to };
}

/** Whether two of a day's windows share a minute. */
export function overlaps(a: TimeWindow, b: TimeWindow): boolean {
  const x = spanOf(a);
  const y = spanOf(b);
  return x.from < y.to && y.from < x.to;
}

/** `instant` on the clock of `timeZone`. */
export function localTimeIn(timeZone: string, instant: Date): LocalTime {
  const { day, weekday, hour, minute } = wallClockIn(timeZone, instant);
  return { date: day, weekday, minutes: hour * 60 + minute };
}

export interface Hours {
  week: WeekHours;
  exceptions: readonly HoursException[];
}

/** The windows of `date`: its exception's if it has one, otherwise its weekday's. */
export function windowsOn(hours: Hours, date: CalendarDay, weekday: number): readonly TimeWindow[] {
  return hours.exceptions.find((exception) => exception.date === date)?.windows ?? hours.week[weekday] ?? [];
}

export type OpenStatus =
  | { open: true; closes: string }
  /** `opens` is the next opening within a week, `inDays` days from today (0: later today). */
  | { open: false; opens: { time: string; inDays: number; weekday: number } | null };

/**
 * Whether the restaurant is open at `now`, and until when, or when it opens next. A window of
 * yesterday that runs past midnight counts; a window's opening minute is open, its closing
 * minute closed.
 */
export function openStatus(hours: Hours, now: LocalTime): OpenStatus {
  const yesterday = windowsOn(hours, addDays(now.date, -1), (now.weekday + 6) % 7);
  for (const window of yesterday) {
    const { from, to } = spanOf(window);
    if (to > DAY && now.minutes < to - DAY && from < DAY) return { open: true, closes: window.closes };
  }
  for (const window of windowsOn(hours, now.date, now.weekday)) {
    const { from, to } = spanOf(window);
    if (now.minutes >= from && now.minutes < to) return { open: true, closes: window.closes };
  }
  for (let inDays = 0; inDays < 8; inDays += 1) {
    const weekday = (now.weekday + inDays) % 7;
    const upcoming = windowsOn(hours, addDays(now.date, inDays), weekday)
      .filter((window) => inDays > 0 || minutesOf(window.opens) > now.minutes)
      .sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens));
    if (upcoming[0]) return { open: false, opens: { time: upcoming[0].opens, inDays, weekday } };
  }
  return { open: false, opens: null };
}

/** Whether `now` falls in one of `windows` on the given weekdays (a category's or dish's hours). */
export function isWithin(windows: readonly TimeWindow[], weekdays: readonly number[], now: LocalTime): boolean {
  return windows.some((window) => {
    const { from, to } = spanOf(window);
    if (weekdays.includes(now.weekday) && now.minutes >= from && now.minutes < to) return true;
    // A window that ran past midnight began yesterday.
    return to > DAY && weekdays.includes((now.weekday + 6) % 7) && now.minutes < to - DAY;
  });
}

/** The Turkish locative ending of a time read aloud: `11:00'de`, `09:00'da`, `13:30'da`, `15:00'te`. */
export function timeLocative(time: string): string {
  const match = TIME_PATTERN.exec(time);
  const hour = Number(match?.[1] ?? 0);
  const minute = Number(match?.[2] ?? 0);
  // Read as "on bir", "dokuz otuz": the minutes when there are any, like kuruş after lira.
  return ablativeOf(hour * 100 + minute).slice(0, 2);
}
