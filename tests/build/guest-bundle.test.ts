import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyBuild } from '../../scripts/build.mjs';

/**
 * What a guest's phone downloads first must hold no back-office code and none of the libraries
 * only the back office and the reviews' list and form need: the back office is another build
 * (admin.html), the reviews load on demand.
 */
let dir: string;
let chunks: Chunk[];
let indexHtml: string;
let adminHtml: string;
let adminManifest: Record<string, { file: string; isEntry?: boolean; isDynamicEntry?: boolean }>;

/** A chunk of the build, as vite.config.ts lists it in .vite/chunks.json. */
interface Chunk {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  /** Absolute paths, as the bundler names modules (the list has them relative to the project). */
  moduleIds: string[];
  importedCss: string[];
}

beforeAll(() => {
  // The production build (tests/setup/build.ts made it, if a source was newer than the last one),
  // copied so that a rebuild meanwhile changes nothing under this test.
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-bundle-'));
  const { webDir } = copyBuild(dir);
  const listed = JSON.parse(fs.readFileSync(path.join(webDir, '.vite', 'chunks.json'), 'utf8')) as Chunk[];
  chunks = listed.map((chunk) => ({
    ...chunk,
    // The bundler's own modules (`\0rolldown/runtime.js`) have no path.
    moduleIds: chunk.moduleIds.map((id) => (id.startsWith('\0') ? id : path.resolve(id))),
  }));
  indexHtml = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  adminHtml = fs.readFileSync(path.join(webDir, 'admin.html'), 'utf8');
  adminManifest = JSON.parse(fs.readFileSync(path.join(webDir, '.vite', 'admin-manifest.json'), 'utf8')) as typeof adminManifest;
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * The guest pages' download without anyone touching them: the entry (boot.ts), the app it loads
 * once the page is on screen (its dynamic import of main.tsx), and every chunk those import
 * statically. Not the calls' bar, which only a guest at a table loads.
 */
function initialChunks(): Chunk[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry)!;
  const seen = new Map<string, Chunk>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) visit(byName.get(name)!);
  };
  visit(entry);
  for (const name of entry.dynamicImports) if (name !== tableCallsChunk().fileName) visit(byName.get(name)!);
  return [...seen.values()];
}

describe('the guest pages’ first download', () => {
  it('holds no back-office module and none of its libraries', () => {
    const modules = initialChunks().flatMap((chunk) => chunk.moduleIds);
    expect(modules.some((id) => id.includes('/src/web/menu/'))).toBe(true);
    const forbidden = modules.filter((id) =>
      /\/src\/web\/admin\/|node_modules\/(@dnd-kit|react-hook-form|@hookform|zod|@tanstack|react-easy-crop)\//.test(id),
    );
    expect(forbidden).toEqual([]);
  });

  it('runs on Preact: none of React is in any guest chunk', () => {
    const modules = chunks.flatMap((chunk) => chunk.moduleIds);
    expect(modules.some((id) => id.includes('/node_modules/preact/'))).toBe(true);
    expect(modules.filter((id) => /\/node_modules\/(react|react-dom|scheduler)\//.test(id))).toEqual([]);
  });

  it('loads the reviews’ list and form, the filter panel, a dish’s page and the restaurant’s details on demand', () => {
    const initial = new Set(initialChunks().map((chunk) => chunk.fileName));
    const lazy = chunks.filter((chunk) => chunk.isDynamicEntry && !initial.has(chunk.fileName)).flatMap((chunk) => chunk.moduleIds);
    for (const file of [
      'src/web/menu/reviews/ReviewsContent.tsx',
      'src/web/menu/FilterPanel.tsx',
      'src/web/menu/DishPage.tsx',
      'src/web/menu/RestaurantDetails.tsx',
    ]) {
      expect(
        lazy.some((id) => id.endsWith(file)),
        file,
      ).toBe(true);
    }
  });

  it('loads the buttons to call a waiter only for a guest at a table, without the app or a schema library', () => {
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const initial = new Set(initialChunks().map((chunk) => chunk.fileName));
    const part = tableCallsChunk();
    expect(part.isDynamicEntry, 'a chunk of its own').toBe(true);
    expect(part.moduleIds.some((id) => id.endsWith('src/web/menu/calls/TableCalls.tsx'))).toBe(true);
    expect(initial.has(part.fileName)).toBe(false);
    // Importing the app's chunk would attach the app before the guest reaches for the page.
    expect(part.imports).not.toContain(appChunk().fileName);
    const modules = [part, ...part.imports.map((name) => byName.get(name)!)].flatMap((chunk) => chunk.moduleIds);
    expect(modules.filter((id) => /node_modules\/zod\//.test(id))).toEqual([]);
  });
});

/** The app's chunk: main.tsx and every module it imports statically (vite.config.ts, appChunk). */
function appChunk() {
  return chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('/src/web/main.tsx')))!;
}

describe('the page the server draws', () => {
  it('links the guest pages’ stylesheet itself, so it is styled before the app arrives', () => {
    const app = appChunk();
    const stylesheets = app.importedCss;
    expect(stylesheets.length).toBeGreaterThan(0);
    for (const file of stylesheets) expect(indexHtml).toContain(`<link rel="stylesheet" href="/${file}">`);
  });

  it('has one small script, which loads the app', () => {
    const scripts = [...indexHtml.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts).toHaveLength(1);
    const entry = chunks.find((chunk) => chunk.isEntry)!;
    expect(scripts[0]).toContain(`src="/${entry.fileName}"`);
    const sources = entry.moduleIds.map((id) => path.relative(process.cwd(), id)).filter((id) => id.startsWith('src/'));
    // And the guest's light/dark choice, applied before the app arrives, the dialogs the server
    // drew that a tap opens before then (the filter panel: a sheet on a phone's screen), and the
    // table of a scanned code, kept before a link is followed, and its calls' bar as the server
    // drew it, shown without the bar's part; and which taps a part of the page already attached
    // has answered (the app attaches part by part), so they are not repeated; and the sender of
    // what the visit tells the owner's reports, which counts the page as it settles.
    expect(sources.sort()).toEqual([
      'src/shared/calls.ts',
      'src/shared/guest-events.ts',
      'src/shared/tables.ts',
      'src/web/boot.ts',
      'src/web/menu/calls/drawn.ts',
      'src/web/menu/events.ts',
      'src/web/menu/table.ts',
      'src/web/ui/answered.ts',
      'src/web/ui/dialog.ts',
      'src/web/ui/screen.ts',
      'src/web/ui/theme-choice.ts',
    ]);
    expect(entry.dynamicImports.sort()).toEqual([appChunk().fileName, tableCallsChunk().fileName].sort());
    // Small enough to arrive with the page's first bytes on a slow connection.
    expect(zlib.gzipSync(fs.readFileSync(path.join(dir, 'web', entry.fileName)), { level: 9 }).length).toBeLessThan(5000);
  });
});

/** The calls' bar of a guest at a table, shown without the app (web/menu/calls/island.tsx). */
function tableCallsChunk() {
  return chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('/src/web/menu/calls/island.tsx')))!;
}

describe('the back office', () => {
  it('is a page of its own, whose script is none of the guest pages’ files', () => {
    const entry = adminManifest['admin.html']!;
    expect(entry.isEntry).toBe(true);
    expect(adminHtml).toContain(`src="/${entry.file}"`);
    const guestFiles = new Set(chunks.map((chunk) => chunk.fileName));
    for (const { file } of Object.values(adminManifest)) expect(guestFiles.has(file), file).toBe(false);
  });

  it('draws the reports’ chart with uPlot in a chunk of its own, which no guest chunk holds', () => {
    // 'Raporlar' loads the chart's code when the chart has room on screen.
    const chart = adminManifest['src/web/admin/reports/daily-chart.ts'];
    expect(chart?.isDynamicEntry).toBe(true);
    expect(fs.readFileSync(path.join(dir, 'web', chart!.file), 'utf8')).toContain('u-over');
    expect(chunks.flatMap((chunk) => chunk.moduleIds).filter((id) => id.includes('/node_modules/uplot/'))).toEqual([]);
    for (const chunk of chunks)
      expect(fs.readFileSync(path.join(dir, 'web', chunk.fileName), 'utf8'), chunk.fileName).not.toContain('u-over');
  });
});
