import { describe, expect, it } from 'vitest';
import { isWithin, localTimeIn, openStatus, overlaps, timeLocative, type Hours, type LocalTime } from '../../src/shared/opening-hours.js';

const lunchAndDinner = [
  { opens: '11:00', closes: '15:00' },
  { opens: '18:00', closes: '02:00' },
];
// Monday closed, Tuesday to Sunday lunch and a dinner that runs past midnight.
const hours: Hours = { week: [[], ...Array.from({ length: 6 }, () => lunchAndDinner)], exceptions: [] };
// 2026-11-23 is a Monday.
const at = (date: string, weekday: number, time: string): LocalTime => ({
  date,
  weekday,
  minutes: Number(time.slice(0, 2)) * 60 + Number(time.slice(3)),
});

describe('open now, in the restaurant’s time zone', () => {
  it('is open from the opening minute and closed from the closing minute', () => {
    expect(openStatus(hours, at('2026-11-24', 1, '10:59'))).toEqual({ open: false, opens: { time: '11:00', inDays: 0, weekday: 1 } });
    expect(openStatus(hours, at('2026-11-24', 1, '11:00'))).toEqual({ open: true, closes: '15:00' });
    expect(openStatus(hours, at('2026-11-24', 1, '14:59'))).toEqual({ open: true, closes: '15:00' });
    expect(openStatus(hours, at('2026-11-24', 1, '15:00'))).toEqual({ open: false, opens: { time: '18:00', inDays: 0, weekday: 1 } });
  });

  it('counts a dinner past midnight as open until it closes, and a closed Monday opens on Tuesday', () => {
    expect(openStatus(hours, at('2026-11-25', 2, '00:30'))).toEqual({ open: true, closes: '02:00' });
    expect(openStatus(hours, at('2026-11-25', 2, '01:59'))).toEqual({ open: true, closes: '02:00' });
    expect(openStatus(hours, at('2026-11-25', 2, '02:00'))).toEqual({ open: false, opens: { time: '11:00', inDays: 0, weekday: 2 } });
    // Sunday's dinner runs into Monday night; Monday itself is closed.
    expect(openStatus(hours, at('2026-11-23', 0, '01:00'))).toEqual({ open: true, closes: '02:00' });
    expect(openStatus(hours, at('2026-11-23', 0, '12:00'))).toEqual({ open: false, opens: { time: '11:00', inDays: 1, weekday: 1 } });
  });

  it('follows a date’s exception instead of its weekday', () => {
    const holiday: Hours = { ...hours, exceptions: [{ date: '2026-11-24', windows: [] }] };
    expect(openStatus(holiday, at('2026-11-24', 1, '12:00'))).toEqual({ open: false, opens: { time: '11:00', inDays: 1, weekday: 2 } });
    const shortDay: Hours = { ...hours, exceptions: [{ date: '2026-11-23', windows: [{ opens: '10:00', closes: '14:00' }] }] };
    expect(openStatus(shortDay, at('2026-11-23', 0, '12:00'))).toEqual({ open: true, closes: '14:00' });
  });

  it('never opens when no day has hours', () => {
    expect(openStatus({ week: Array.from({ length: 7 }, () => []), exceptions: [] }, at('2026-11-24', 1, '12:00'))).toEqual({
      open: false,
      opens: null,
    });
  });

  it('reads the clock of the zone, not the machine', () => {
    // 21:30 UTC is 00:30 the next day in Istanbul (UTC+3).
    expect(localTimeIn('Europe/Istanbul', new Date('2026-11-24T21:30:00Z'))).toEqual({ date: '2026-11-25', weekday: 2, minutes: 30 });
  });
});

describe('time windows (Kahvaltı 08:00–12:00 on weekdays)', () => {
  const breakfast = [{ opens: '08:00', closes: '12:00' }];
  const weekdays = [0, 1, 2, 3, 4];
  it('include the start and exclude the end, on the chosen days only', () => {
    expect(isWithin(breakfast, weekdays, at('2026-11-24', 1, '07:59'))).toBe(false);
    expect(isWithin(breakfast, weekdays, at('2026-11-24', 1, '08:00'))).toBe(true);
    expect(isWithin(breakfast, weekdays, at('2026-11-24', 1, '11:59'))).toBe(true);
    expect(isWithin(breakfast, weekdays, at('2026-11-24', 1, '12:00'))).toBe(false);
    expect(isWithin(breakfast, weekdays, at('2026-11-28', 5, '09:00'))).toBe(false);
  });
  it('run past midnight into the next day', () => {
    const late = [{ opens: '22:00', closes: '03:00' }];
    expect(isWithin(late, [4], at('2026-11-27', 4, '23:59'))).toBe(true);
    expect(isWithin(late, [4], at('2026-11-28', 5, '00:00'))).toBe(true);
    expect(isWithin(late, [4], at('2026-11-28', 5, '02:59'))).toBe(true);
    expect(isWithin(late, [4], at('2026-11-28', 5, '03:00'))).toBe(false);
    expect(isWithin(late, [4], at('2026-11-27', 4, '01:00'))).toBe(false);
  });
  it('overlap when they share a minute, midnight included', () => {
    expect(overlaps({ opens: '11:00', closes: '15:00' }, { opens: '15:00', closes: '18:00' })).toBe(false);
    expect(overlaps({ opens: '11:00', closes: '15:00' }, { opens: '14:59', closes: '18:00' })).toBe(true);
    expect(overlaps({ opens: '18:00', closes: '02:00' }, { opens: '23:00', closes: '23:30' })).toBe(true);
  });
});

describe('the Turkish ending of a time ("11:00\'de açılır")', () => {
  it.each([
    ['11:00', 'de'],
    ['09:00', 'da'],
    ['10:00', 'da'],
    ['13:00', 'te'],
    ['16:00', 'da'],
    ['12:30', 'da'],
    ['08:45', 'te'],
    ['00:00', 'da'],
    ['20:00', 'de'],
  ])('%s → %s', (time, ending) => expect(timeLocative(time)).toBe(ending));
});
