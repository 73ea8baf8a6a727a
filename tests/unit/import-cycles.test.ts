import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileImportGraph, loopImports, loopsOf, runTimeImports, sourceFiles } from '../support/import-loops.js';

/**
 * No import cycles between files (ARCHITECTURE.md): a module that needs itself to load reads
 * half-made values, and a loop of files can only be read, changed and tested all at once. Over
 * every TypeScript file of src/ and tests/, by the imports that run (imports of types only are
 * gone when the code runs). It was ESLint's import-x/no-cycle, which parsed and resolved every
 * file again for each file it linted: a third of `npm run lint`'s time; TypeScript's parser
 * reads each file once here, in about a second.
 */
const ROOT = path.resolve('.');
const name = (file: string) => path.relative(ROOT, file);

describe('import cycles', () => {
  const files = [...sourceFiles(path.join(ROOT, 'src')), ...sourceFiles(path.join(ROOT, 'tests'))];
  const graph = fileImportGraph(files);

  it('are looked for in every file, through the imports that run', () => {
    // The check is worth something only if it sees the imports.
    expect(files.length).toBeGreaterThan(500);
    const app = graph.get(path.join(ROOT, 'src/server/app.ts'));
    expect([...(app?.keys() ?? [])].map(name)).toContain('src/server/platform/http/errors.ts');
  });

  it('are none in src/ or tests/', () => {
    expect(loopImports(graph)).toEqual([]);
  });

  it('would be found: two files importing each other, or a loop through a lazy import', () => {
    const sources: Record<string, string> = {
      '/p/a.ts': "import { b } from './b.js';\nexport const a = () => b;",
      '/p/b.ts': "import type { A } from './c.js';\nexport { a } from './a.js';\nexport const b = 1;",
      '/p/c.tsx': "import { type A, type B } from './a.js';\nexport const c = () => import('./d.js');",
      '/p/d.ts': "import './c.js';",
    };
    const made = fileImportGraph(Object.keys(sources), (file) => sources[file]!);
    expect(loopsOf(made)).toEqual([
      ['/p/a.ts', '/p/b.ts'],
      ['/p/c.tsx', '/p/d.ts'],
    ]);
  });

  it('reads the imports that run, not those of types only', () => {
    const source = [
      "import a from './a.js';",
      "import type { B } from './b.js';",
      "import { type C, d } from './cd.js';",
      "import { type E } from './e.js';",
      "export * from './f.js';",
      "export type { G } from './g.js';",
      "import 'node:fs';",
      "const h = () => import('./h.js');",
    ].join('\n');
    expect(runTimeImports('/p/x.ts', source)).toEqual(['./a.js', './cd.js', './f.js', './h.js']);
  });
});
