import v8 from 'node:v8';
import vm from 'node:vm';
import writeExcelFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MENU_FILE_ROWS, type MenuImportPreview } from '../../../src/shared/schemas/menu-file.js';
import { startTestApp, type TestApp } from '../../support/app.js';
import { HOSTILE_FILES } from '../../support/crafted-workbook.js';
import { SAME_ORIGIN, signIn } from '../../support/staff.js';

/**
 * The menu import under files made to hurt it (issue 53): each refused, and while the server
 * reads it, its resident memory grows at most 150 MiB over idle and it never holds its event loop
 * (every other request) for more than 100 ms at a stretch. The largest file the import accepts
 * is previewed within the same 100 ms, so guests are answered while an admin imports. The server
 * runs in this process (app.inject), so the process's memory and event loop are the server's.
 * Being about the HTTP layer's process, whichever database is behind it, this runs on SQLite.
 */
const MAX_GROWTH_MIB = 150;
const MAX_HELD_MS = 100;

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await startTestApp();
  cookie = await signIn(t.app);
});
afterAll(() => t.close());

/** Collects garbage: what the test made before a request is no part of the server's work. */
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/**
 * Sends a file to the import, measuring the server's memory and how long it held the event loop:
 * a probe every 5 ms takes the resident memory, and the CPU time the main thread spent since the
 * probe before. That time is what the server's work kept every other request waiting; the wall
 * clock's gap between probes is logged beside it, but on a shared machine it also counts the
 * time the system gave other processes.
 */
async function measuredImport(bytes: Uint8Array) {
  // The request's body is made first: only the server's work is measured.
  const payload = JSON.stringify({ file: Buffer.from(bytes).toString('base64') });
  collectGarbage();
  const idle = process.memoryUsage.rss();
  let peak = idle;
  let heldMs = 0;
  let gapMs = 0;
  let lastWall = performance.now();
  let lastCpu = process.threadCpuUsage();
  const sample = () => {
    const wall = performance.now();
    const cpu = process.threadCpuUsage();
    heldMs = Math.max(heldMs, (cpu.user + cpu.system - lastCpu.user - lastCpu.system) / 1000);
    gapMs = Math.max(gapMs, wall - lastWall);
    peak = Math.max(peak, process.memoryUsage.rss());
    lastWall = wall;
    lastCpu = cpu;
  };
  const probe = setInterval(sample, 5);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/products/import',
    headers: { ...SAME_ORIGIN, cookie, 'content-type': 'application/json' },
    payload,
  });
  sample();
  clearInterval(probe);
  return { response, growthMiB: (peak - idle) / 2 ** 20, heldMs, gapMs };
}

describe('the menu import under hostile files', () => {
  it.each(HOSTILE_FILES.map((file) => [file.name, file] as const))(
    'refuses %s within 150 MiB and without holding other requests 100 ms',
    async (_name, file) => {
      const { response, growthMiB, heldMs, gapMs } = await measuredImport(file.make());
      console.log(
        `${file.name}: ${response.statusCode}, +${growthMiB.toFixed(1)} MiB, event loop held ${heldMs.toFixed(1)} ms (longest gap ${gapMs.toFixed(0)} ms)`,
      );
      expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
      expect(response.json<{ fields: { file: string } }>().fields.file).toMatch(file.message);
      expect(growthMiB).toBeLessThanOrEqual(MAX_GROWTH_MIB);
      expect(heldMs).toBeLessThanOrEqual(MAX_HELD_MS);
    },
  );

  it('previews the largest spreadsheet it accepts without holding other requests 100 ms', { timeout: 120_000 }, async () => {
    // Every price row the import reads, each a new dish with its names and descriptions as long
    // as the form allows: the most a preview works through.
    const text = (row: number, length: number) => `${row} ${'Kaşarlı, sucuklu, yumurtalı pide '.repeat(40)}`.slice(0, length);
    const header = ['Kategori', 'Ürün', 'Ürün (EN)', 'Açıklama', 'Açıklama (EN)', 'Fiyat (₺)', 'Gramaj (g)', 'Kalori', 'Aktif'];
    const rows = Array.from({ length: MAX_MENU_FILE_ROWS }, (_, index) => [
      'Pide',
      text(index, 120),
      text(index, 120),
      text(index, 1000),
      text(index, 1000),
      90 + index,
      300,
      500,
      'Evet',
    ]);
    const file = await writeExcelFile([header, ...rows]).toBuffer();
    const { response, growthMiB, heldMs, gapMs } = await measuredImport(file);
    console.log(
      `largest accepted (${(file.length / 1024).toFixed(0)} kB): +${growthMiB.toFixed(1)} MiB, event loop held ${heldMs.toFixed(1)} ms (longest gap ${gapMs.toFixed(0)} ms)`,
    );
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.json<MenuImportPreview>().counts).toEqual({ new: MAX_MENU_FILE_ROWS, changed: 0, unchanged: 0, refused: 0 });
    expect(heldMs).toBeLessThanOrEqual(MAX_HELD_MS);
  });
});
