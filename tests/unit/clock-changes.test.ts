import { describe, expect, it } from 'vitest';
import { exactInstantIn, instantIn } from '../../src/shared/calendar.js';

/**
 * A time on the restaurant's clock as an instant, around clock changes: a time the clock skips
 * (spring) does not exist, and a time it repeats (autumn) is the first of the two.
 */
describe('times on the restaurant’s clock around a clock change', () => {
  it('says a time in the hour Berlin skips does not exist, rather than moving it an hour earlier', () => {
    expect(exactInstantIn('Europe/Berlin', '2027-03-28', 2, 30)).toBeNull();
    expect(exactInstantIn('Europe/Berlin', '2027-03-28', 2, 0)).toBeNull();
    // Either side of the gap exists: 01:59 CET and 03:00 CEST.
    expect(exactInstantIn('Europe/Berlin', '2027-03-28', 1, 59)?.toISOString()).toBe('2027-03-28T00:59:00.000Z');
    expect(exactInstantIn('Europe/Berlin', '2027-03-28', 3, 0)?.toISOString()).toBe('2027-03-28T01:00:00.000Z');
    // Where a time must be had (a day's start), the skipped time is read as after the change.
    expect(instantIn('Europe/Berlin', '2027-03-28', 2, 30).toISOString()).toBe('2027-03-28T01:30:00.000Z');
  });

  it('takes the first of a time Berlin shows twice', () => {
    // 02:30 CEST (UTC+2) comes before 02:30 CET (UTC+1).
    expect(exactInstantIn('Europe/Berlin', '2026-10-25', 2, 30)?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(instantIn('Europe/Berlin', '2026-10-25', 2, 30).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(exactInstantIn('Europe/Berlin', '2026-10-25', 3, 0)?.toISOString()).toBe('2026-10-25T02:00:00.000Z');
  });

  it('reads ordinary times as they are, in Istanbul (no clock changes) and elsewhere', () => {
    expect(exactInstantIn('Europe/Istanbul', '2026-12-01', 0, 0)?.toISOString()).toBe('2026-11-30T21:00:00.000Z');
    expect(exactInstantIn('America/St_Johns', '2027-07-01', 12, 0)?.toISOString()).toBe('2027-07-01T14:30:00.000Z');
    // A day a country skipped whole (Samoa, 30 December 2011) has no times.
    expect(exactInstantIn('Pacific/Apia', '2011-12-30', 12, 0)).toBeNull();
  });
});
