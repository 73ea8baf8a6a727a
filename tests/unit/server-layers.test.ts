import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loopImports, loopsOf, runTimeImports, sourceFiles } from '../support/import-loops.js';

/**
 * The server's folders as ARCHITECTURE.md draws them: platform/, resources/ and features/, each
 * folder in them a unit (platform/db, resources/products, features/print). Lint keeps each layer
 * from importing an outer one (eslint.config.js); this keeps the folders of one layer from
 * importing each other in a loop, which no file-level cycle check sees: a loop of folders is
 * code that can only be read, changed and tested all at once. Imports of types only are left
 * out: they are gone when the code runs.
 */
const SERVER = path.resolve('src/server');
const LAYERS = ['platform', 'resources', 'features'];

/** `platform/db`, `resources/products`, `features/print`, or a file at the top (`app`). */
function unitOf(file: string): string {
  const parts = path.relative(SERVER, file).split(path.sep);
  const name = (part: string) => part.replace(/\.(ts|js)$/, '');
  return LAYERS.includes(parts[0]!) && parts.length > 1 ? `${parts[0]}/${name(parts[1]!)}` : name(parts[0]!);
}

/** Each unit's run-time imports of other units, and one file and import that makes each. */
function importGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(SERVER)) {
    for (const specifier of runTimeImports(file, fs.readFileSync(file, 'utf8'))) {
      const target = path.resolve(path.dirname(file), specifier);
      if (!target.startsWith(SERVER + path.sep)) continue;
      const [from, to] = [unitOf(file), unitOf(target)];
      if (from === to) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      graph.get(from)!.set(to, `${path.relative(SERVER, file)} imports ${specifier}`);
    }
  }
  return graph;
}

describe("the server's folders", () => {
  const graph = importGraph();

  it('are all seen: the app imports the admin scope, which imports the list of resources, which imports each', () => {
    // The check below is only worth something if it sees the imports.
    expect(graph.get('app')?.size).toBeGreaterThan(5);
    expect([...(graph.get('features/admin')?.keys() ?? [])]).toContain('resources/index');
    expect([...(graph.get('resources/index')?.keys() ?? [])]).toContain('resources/products');
  });

  it('import each other without a loop', () => {
    expect(loopImports(graph)).toEqual([]);
  });

  it('would show a loop: the check finds one in a graph that has it', () => {
    const made = new Map([
      ['resources/a', new Map([['resources/b', 'a imports b']])],
      ['resources/b', new Map([['platform/c', 'b imports c']])],
      ['platform/c', new Map([['resources/a', 'c imports a']])],
    ]);
    expect(loopsOf(made)).toEqual([['platform/c', 'resources/a', 'resources/b']]);
  });
});
