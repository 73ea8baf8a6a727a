import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OutputChunk, RolldownOutput } from 'rolldown';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * What a guest's phone downloads first must hold no back-office code and none of the libraries
 * only the back office and the reviews dialog need: they load lazily, under /admin or on demand.
 */
let outDir: string;
let chunks: OutputChunk[];

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-bundle-'));
  const output = (await build({ logLevel: 'silent', build: { outDir, emptyOutDir: true } })) as RolldownOutput;
  chunks = output.output.filter((item): item is OutputChunk => item.type === 'chunk');
}, 120_000);
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

/** The entry chunk and every chunk it imports statically: the guest pages' first download. */
function initialChunks(): OutputChunk[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry)!;
  const seen = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) visit(byName.get(name)!);
  };
  visit(entry);
  return [...seen.values()];
}

describe('the guest pages’ first download', () => {
  it('holds no back-office module and none of its libraries', () => {
    const modules = initialChunks().flatMap((chunk) => chunk.moduleIds);
    expect(modules.some((id) => id.includes('/src/web/menu/'))).toBe(true);
    const forbidden = modules.filter((id) =>
      /\/src\/web\/admin\/|node_modules\/(@dnd-kit|react-hook-form|@hookform|zod|@tanstack)\//.test(id),
    );
    expect(forbidden).toEqual([]);
  });

  it('loads the back office, the reviews dialog and the filter panel on demand', () => {
    const lazy = chunks.filter((chunk) => chunk.isDynamicEntry).flatMap((chunk) => chunk.moduleIds);
    for (const file of ['src/web/admin/AdminApp.tsx', 'src/web/menu/reviews/ReviewsDialog.tsx', 'src/web/menu/FilterPanel.tsx']) {
      expect(lazy.some((id) => id.endsWith(file)), file).toBe(true);
    }
  });
});
