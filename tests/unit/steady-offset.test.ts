import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { knowSteadyOffset, steadyOffsetAround, wallClockIn, type WallClock } from '../../src/shared/calendar.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The zone's clock by a formatter of the test's own: what a phone's clock must agree with. */
function formatted(timeZone: string, time: number): WallClock {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(time)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday!),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Minutes from UTC at `time`, by that formatter. */
function offsetAt(timeZone: string, time: number): number {
  const clock = formatted(timeZone, time);
  const [year, month, day] = clock.day.split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(year, month - 1, day, clock.hour, clock.minute, clock.second) - Math.floor(time / 1000) * 1000) / MINUTE);
}

// Without clock changes (Istanbul, São Paulo since 2019), with them (London, New York), a
// half-hour change (Lord Howe) and an offset of 5:45 (Kathmandu).
const ZONES = ['Europe/Istanbul', 'America/Sao_Paulo', 'Europe/London', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu'];
const instants = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2032, 0, 1) });

describe('a time zone’s clock from the offset the server worked out (guest pages build no formatter)', () => {
  it('the span is the time between two clock changes: its first and last minutes have the offset, the minutes outside do not', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), instants, (zone, time) => {
        const span = steadyOffsetAround(zone, time);
        expect(span.from).toBeLessThanOrEqual(time);
        expect(span.until).toBeGreaterThan(time);
        expect(offsetAt(zone, span.from)).toBe(span.minutes);
        expect(offsetAt(zone, span.until - MINUTE)).toBe(span.minutes);
        // Where it ends before the 400 days it looks ahead and back, the clock changed there.
        if (span.until < time + 400 * DAY) expect(offsetAt(zone, span.until)).not.toBe(span.minutes);
        if (span.from > time - 400 * DAY) expect(offsetAt(zone, span.from - MINUTE)).not.toBe(span.minutes);
      }),
      { numRuns: 60 },
    );
  });

  it('London’s winter ends at 01:00 UTC on the last Sunday of March', () => {
    const span = steadyOffsetAround('Europe/London', Date.UTC(2027, 1, 1));
    expect(span).toEqual({ minutes: 0, from: Date.UTC(2026, 9, 25, 1), until: Date.UTC(2027, 2, 28, 1) });
  });

  it('within the span, the clock read by arithmetic is the formatter’s to the second; outside it, the formatter answers', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), instants, fc.integer({ min: -800 * DAY, max: 800 * DAY }), (zone, time, later) => {
        knowSteadyOffset(zone, steadyOffsetAround(zone, time));
        expect(wallClockIn(zone, time + later)).toEqual(formatted(zone, time + later));
      }),
      { numRuns: 200 },
    );
  });

  it('a zone whose span is known builds no formatter', () => {
    const zone = 'Pacific/Chatham';
    const now = Date.UTC(2026, 10, 27, 12);
    const span = { minutes: 13 * 60 + 45, from: Date.UTC(2026, 8, 26, 14), until: Date.UTC(2027, 3, 4, 14) };
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      knowSteadyOffset(zone, span);
      expect(wallClockIn(zone, now)).toEqual({ day: '2026-11-28', weekday: 5, hour: 1, minute: 45, second: 0 });
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
    expect(steadyOffsetAround(zone, now)).toEqual(span);
  });
});
