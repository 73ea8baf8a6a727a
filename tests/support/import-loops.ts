import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The loops of a graph: every strongly connected part of more than one node (Tarjan's), each
 * sorted. A node importing itself is a loop of one.
 */
export function loopsOf(graph: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const part: string[] = [];
      for (let top = stack.pop()!; ; top = stack.pop()!) {
        onStack.delete(top);
        part.push(top);
        if (top === node) break;
      }
      if (part.length > 1 || graph.get(node)?.has(node)) loops.push(part.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return loops;
}

/** Each loop of `graph` as the imports that make it (the edges' descriptions), for a failure to show. */
export function loopImports(graph: Map<string, Map<string, string>>): string[][] {
  return loopsOf(graph).map((loop) =>
    loop.flatMap((node) => loop.filter((other) => graph.get(node)?.has(other)).map((other) => graph.get(node)!.get(other)!)),
  );
}

/** Every .ts and .tsx file under `dir`. */
export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/**
 * The relative modules a file imports when it runs, as written: `import … from`, `export … from`,
 * `import './x.js'` and `import('./x.js')`. Imports of types only (`import type`, `export type`,
 * or every name marked `type`) are left out: they are gone when the code runs.
 */
export function runTimeImports(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    false,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const relative = (specifier: ts.Expression | undefined) => {
    if (specifier && ts.isStringLiteralLike(specifier) && specifier.text.startsWith('.')) found.push(specifier.text);
  };
  const onlyTypes = (clause: ts.ImportClause) =>
    clause.isTypeOnly ||
    (!clause.name &&
      clause.namedBindings !== undefined &&
      ts.isNamedImports(clause.namedBindings) &&
      clause.namedBindings.elements.length > 0 &&
      clause.namedBindings.elements.every((element) => element.isTypeOnly));
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      if (!node.importClause || !onlyTypes(node.importClause)) relative(node.moduleSpecifier);
    } else if (ts.isExportDeclaration(node)) {
      const typesOnly =
        node.isTypeOnly ||
        (node.exportClause && ts.isNamedExports(node.exportClause) && node.exportClause.elements.every((e) => e.isTypeOnly));
      if (!typesOnly) relative(node.moduleSpecifier);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      relative(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The file a relative import names, if it is one of `files` (`./x.js` is `x.ts` or `x.tsx`). */
function resolve(from: string, specifier: string, files: Set<string>): string | undefined {
  const target = path.resolve(path.dirname(from), specifier);
  const stem = target.replace(/\.(js|jsx|ts|tsx)$/, '');
  return [target, `${stem}.ts`, `${stem}.tsx`, path.join(target, 'index.ts'), path.join(target, 'index.tsx')].find((name) =>
    files.has(name),
  );
}

/** Each file's run-time imports of the others, with the import that makes each edge. */
export function fileImportGraph(files: string[], read = (file: string) => fs.readFileSync(file, 'utf8')): Map<string, Map<string, string>> {
  const known = new Set(files);
  const graph = new Map<string, Map<string, string>>();
  for (const file of files) {
    const edges = new Map<string, string>();
    for (const specifier of runTimeImports(file, read(file))) {
      const target = resolve(file, specifier, known);
      if (target) edges.set(target, `${path.relative(process.cwd(), file)} imports ${specifier}`);
    }
    graph.set(file, edges);
  }
  return graph;
}
