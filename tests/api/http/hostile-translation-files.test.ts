import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_TRANSLATION_FILE_CHARS } from '../../../src/shared/schemas/translation.js';
import { startTestApp, type TestApp } from '../../support/app.js';
import { SAME_ORIGIN, signIn } from '../../support/staff.js';

/**
 * Translators' files made to hurt the server (issue 53, point 3): a file as large as the import
 * takes, of far more rows or elements than the menu has texts. Each is refused (400 under
 * `fields.file`) from a count of its rows, before a reader builds them: the server's resident
 * memory grows by at most 150 MiB over idle while it does, and no request waits behind it for
 * more than 100 ms (the event loop's longest delay, measured while the file is read).
 */

let t: TestApp;
let cookie: string;
beforeEach(async () => {
  t = await startTestApp();
  cookie = await signIn(t.app);
});
afterEach(() => t.close());

const MiB = 1024 * 1024;

/** Sends a file to the Russian import once, measuring the event loop's longest delay and the peak resident memory meanwhile. */
async function measuredOnce(payload: string) {
  const idle = process.memoryUsage().rss;
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  try {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/translations/ru/import',
      headers: { ...SAME_ORIGIN, cookie, 'content-type': 'application/json' },
      payload,
    });
    // One more turn of the loop, so that a delay the answer ended with is counted.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { response, delayMs: delay.max / 1e6, grownMiB: (Math.max(peak, process.memoryUsage().rss) - idle) / MiB };
  } finally {
    delay.disable();
    clearInterval(sampler);
  }
}

/**
 * A file sent to the Russian import (previewed, so that it may be sent again), with the event
 * loop's longest delay and the memory it grew by. A machine busy with other work delays the loop
 * too, never less: the delay is the least of up to three sendings, and the memory the most.
 */
async function measured(format: 'csv' | 'xliff', file: string) {
  // The body is made before measuring: it is the client's work, not the server's.
  const payload = JSON.stringify({ format, file });
  // Warm: the route, its schema and the menu's texts are read once before.
  await t.app.inject({ method: 'POST', url: '/api/admin/translations/ru/import', headers: { ...SAME_ORIGIN, cookie }, payload: {} });
  const first = await measuredOnce(payload);
  let { delayMs, grownMiB } = first;
  for (let attempt = 1; attempt < 3 && delayMs > 100; attempt += 1) {
    const again = await measuredOnce(payload);
    delayMs = Math.min(delayMs, again.delayMs);
    grownMiB = Math.max(grownMiB, again.grownMiB);
  }
  return { response: first.response, delayMs, grownMiB };
}

describe('a translator’s file made to hurt the server', () => {
  it(
    'of 490,000 CSV rows (2 MB) is refused from its count of rows, without blocking the server or growing it',
    { timeout: 120_000 },
    async () => {
      const file = `Anahtar;Русский\n${'a;b\n'.repeat(490_000)}`;
      expect(file.length).toBeLessThanOrEqual(MAX_TRANSLATION_FILE_CHARS);
      const { response, delayMs, grownMiB } = await measured('csv', file);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
      expect(response.json<{ fields: Record<string, string> }>().fields.file).toMatch(
        /^Dosyada \d+ satırdan fazlası var: bu menünün bir dosyası en fazla \d+ satır olabilir\.$/,
      );
      expect(response.body.length).toBeLessThan(1000);
      console.log(`490,000-row CSV: refused in one turn of ${delayMs.toFixed(0)} ms at most, memory +${grownMiB.toFixed(0)} MiB`);
      expect(delayMs).toBeLessThanOrEqual(100);
      expect(grownMiB).toBeLessThanOrEqual(150);
    },
  );

  it(
    'of 490,000 XLIFF elements (2 MB) is refused from its count of tags, before the parser builds them',
    { timeout: 120_000 },
    async () => {
      const head = '<xliff version="1.2"><file target-language="ru"><body>';
      const file = `${head}${'<x/>'.repeat(490_000)}</body></file></xliff>`;
      expect(file.length).toBeLessThanOrEqual(MAX_TRANSLATION_FILE_CHARS);
      const { response, delayMs, grownMiB } = await measured('xliff', file);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
      expect(response.json<{ fields: Record<string, string> }>().fields.file).toMatch(/etiket ve öznitelikten fazlası var/);
      console.log(`490,000-element XLIFF: refused in one turn of ${delayMs.toFixed(0)} ms at most, memory +${grownMiB.toFixed(0)} MiB`);
      expect(delayMs).toBeLessThanOrEqual(100);
      expect(grownMiB).toBeLessThanOrEqual(150);
    },
  );

  it('of 150,000 XLIFF units (2 MB) is refused from its count of units', { timeout: 120_000 }, async () => {
    const head = '<xliff version="1.2"><file target-language="ru"><body>';
    const file = `${head}${'<trans-unit/>'.repeat(150_000)}</body></file></xliff>`;
    const { response, delayMs, grownMiB } = await measured('xliff', file);
    expect(response.json<{ fields: Record<string, string> }>().fields.file).toMatch(/^Dosyada \d+ birimden fazlası var/);
    expect(delayMs).toBeLessThanOrEqual(100);
    expect(grownMiB).toBeLessThanOrEqual(150);
  });

  it('as large as the import takes, of the menu’s own texts, is read without any request waiting on it', { timeout: 120_000 }, async () => {
    const exported = async (format: string) =>
      (await t.app.inject({ url: `/api/admin/translations/ru/export?format=${format}`, headers: { cookie } })).body;
    const xliff = await exported('xliff');
    const units = xliff.split('<note from="context">').length - 1;
    // Each unit's note, which the import does not read, made long: the file is nearly 2 MB.
    const padding = 'Açıklama '.repeat(Math.floor((MAX_TRANSLATION_FILE_CHARS - xliff.length) / units / 9) - 1);
    const large = xliff.replaceAll('<note from="context">', `<note from="context">${padding}`);
    expect(large.length).toBeGreaterThan(0.9 * MAX_TRANSLATION_FILE_CHARS);
    const fromXliff = await measured('xliff', large);
    expect(fromXliff.response.statusCode, fromXliff.response.body.slice(0, 300)).toBe(200);
    console.log(`2 MB XLIFF read: the event loop waited ${fromXliff.delayMs.toFixed(0)} ms at most`);
    expect(fromXliff.delayMs).toBeLessThanOrEqual(100);

    // The CSV's English column, which the import does not read either.
    const csv = await exported('csv');
    const rows = csv.split('\r\n').length - 2;
    const filler = 'Description '.repeat(Math.floor((MAX_TRANSLATION_FILE_CHARS - csv.length) / rows / 12) - 1);
    const long = csv
      .split('\r\n')
      .map((line, index) => (index === 0 || line === '' ? line : line.replace(/;([^;]*);([^;]*);([^;]*)$/, `;${filler};$2;$3`)))
      .join('\r\n');
    expect(long.length).toBeGreaterThan(0.9 * MAX_TRANSLATION_FILE_CHARS);
    const fromCsv = await measured('csv', long);
    expect(fromCsv.response.statusCode, fromCsv.response.body.slice(0, 300)).toBe(200);
    console.log(`2 MB CSV read: the event loop waited ${fromCsv.delayMs.toFixed(0)} ms at most`);
    expect(fromCsv.delayMs).toBeLessThanOrEqual(100);
  });
});
