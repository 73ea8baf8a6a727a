import { expect, it } from 'vitest';
import { formatLoadReport, runLoad } from '../../scripts/load.mjs';

/**
 * Load (issue 7, item 12): 200 guests on the menu and the guest pages plus 5 staff saving, for
 * 30 s, against the built server in a process of its own: no failed request, no SQLITE_BUSY.
 * The same script gives the figures of `npm run bench`.
 */
const SECONDS = Number(process.env.LOAD_SECONDS) || 30;

it(`serves 200 guests and 5 staff for ${SECONDS} s without an error or SQLITE_BUSY`, { timeout: (SECONDS + 120) * 1000 }, async () => {
  const report = await runLoad({ seconds: SECONDS, guests: 200, staff: 5 });
  console.log(formatLoadReport(report));
  expect(report.failures).toEqual([]);
  expect(report.errors).toBe(0);
  expect(report.busy).toBe(0);
  expect(report.busySource).toBe('server log');
  expect(report.guests.requests).toBeGreaterThan(200 * 5);
  expect(report.staff.writes).toBeGreaterThan(5 * 5);
});
