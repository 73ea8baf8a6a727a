import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The inner walls that `npm run lint` holds (eslint.config.js, ARCHITECTURE.md): the lint is fed
 * a file of each forbidden kind, at the path such a file would have, and must refuse it by the
 * rule that holds the wall; the same code where it belongs passes.
 *
 * The project's own configuration, without its rules that need type information (building the
 * whole package's program takes a minute on a busy machine): no wall here needs them.
 */
const ROUTE_FILE = 'src/server/resources/tags/routes.ts';
const QUERIES_FILE = 'src/server/resources/tags/queries.ts';
const HTTP_ONLY = "Route files are HTTP only: put the query in the resource's queries.ts";
const NO_DATABASE = 'Route files are HTTP only: the database comes from the route';
const NOT_THE_BACK_OFFICE = 'The guest pages never import the back office (src/web/admin)';

let eslint: ESLint;
// Loading the configuration's plugins takes seconds on a busy machine: once, before the tests.
beforeAll(async () => {
  eslint = new ESLint({
    cwd: process.cwd(),
    overrideConfig: [{ files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked }],
  });
  await eslint.calculateConfigForFile(ROUTE_FILE);
}, 60_000);

interface Refusal {
  rule: string | null;
  line: number;
  message: string;
}

/** What the lint says of `code` as the file at `filePath` (relative to the package). */
async function lint(filePath: string, code: string): Promise<Refusal[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map(({ ruleId, line, message }) => ({ rule: ruleId, line, message }));
}

/** A route file's function around `body`, given the database as routes get it. */
const route = (body: string) => `import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.js';

export async function tagNames(db: Kysely<Database>): Promise<unknown> {
  ${body}
}
`;

describe('a route file reaching the database itself', () => {
  it.each([
    ['a call', "return db.selectFrom('tags').selectAll().execute();"],
    ['a string in brackets', "return db['selectFrom']('tags').selectAll().execute();"],
    ['a template in brackets', 'return db[`insertInto`]("tags").values({}).execute();'],
    ['an optional call', "return db?.deleteFrom('tags').execute();"],
    ['a method taken off the database', 'const start = db.transaction.bind(db);\n  return start;'],
    ['a method taken apart from the database', "const { updateTable } = db;\n  return updateTable('tags');"],
    ['a method taken apart by its name in quotes', "const { 'with': withQuery } = db;\n  return withQuery;"],
  ])('is refused: %s', async (_, body) => {
    expect(await lint(ROUTE_FILE, route(body))).toEqual([
      { rule: 'no-restricted-syntax', line: 5, message: expect.stringContaining(HTTP_ONLY) },
    ]);
  });

  it('is allowed in the resource’s queries.ts, however it is spelled', async () => {
    const queries = route(
      "return [await db.selectFrom('tags').selectAll().execute(), await db['selectFrom']('tags').selectAll().execute()];",
    );
    expect(await lint(QUERIES_FILE, queries)).toEqual([]);
  });

  it('is not what a route does when it hands the database to its queries', async () => {
    const code = `import type { ServerContext } from '../../platform/context.js';
import { listTags } from './queries.js';

export async function tagList(context: ServerContext): Promise<unknown> {
  return listTags(context.db);
}
`;
    expect(await lint(ROUTE_FILE, code)).toEqual([]);
  });
});

describe('a route file importing the database', () => {
  it.each([
    ['the SQLite connection', '{ openSqlite }', '../../platform/db/connect.js', 'import-x/no-restricted-paths'],
    ['the PostgreSQL connection', '{ openPostgres }', '../../platform/db/postgres.js', 'import-x/no-restricted-paths'],
    ['the database copy', '{ copyDatabase }', '../../platform/db/copy.js', 'import-x/no-restricted-paths'],
    ["kysely's raw SQL", '{ sql }', 'kysely', '@typescript-eslint/no-restricted-imports'],
    ["kysely's database", '{ Kysely }', 'kysely', '@typescript-eslint/no-restricted-imports'],
    ['the SQLite driver', 'SQLite', 'better-sqlite3', '@typescript-eslint/no-restricted-imports'],
    ['the PostgreSQL driver', 'pg', 'pg', '@typescript-eslint/no-restricted-imports'],
  ])('is refused: %s', async (_, names, specifier, rule) => {
    const code = `import ${names} from '${specifier}';\n\nexport const opened = ${names.replace(/[{ }]/g, '')};\n`;
    const refusals = await lint(ROUTE_FILE, code);
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatchObject({ rule, line: 1 });
    expect(refusals[0]!.message).toContain(NO_DATABASE);
  });

  it('is allowed for the types it hands on: the database’s and its dialect’s', async () => {
    const code = `import type { Kysely } from 'kysely';
import type { DialectName } from '../../platform/db/dialect.js';
import type { Database } from '../../platform/db/schema.js';

export type Handed = [Kysely<Database>, DialectName];
`;
    expect(await lint(ROUTE_FILE, code)).toEqual([]);
  });
});

describe('a guest page importing the back office', () => {
  it.each([
    ['a guest page', 'src/web/menu/HomePage.tsx', '../admin/messages.js'],
    ['a component both apps share', 'src/web/ui/LazyBoundary.tsx', '../admin/messages.js'],
    ['the guest app', 'src/web/main.tsx', './admin/messages.js'],
    ['the service worker', 'src/sw/sw.ts', '../web/admin/messages.js'],
  ])('is refused: %s', async (_, file, specifier) => {
    const refusals = await lint(file, `import { STALE_MESSAGE } from '${specifier}';\n\nexport const shown = STALE_MESSAGE;\n`);
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatchObject({ rule: 'import-x/no-restricted-paths', line: 1 });
    expect(refusals[0]!.message).toContain(NOT_THE_BACK_OFFICE);
  });

  it('is refused when it loads the back office later, as a lazy part', async () => {
    const refusals = await lint('src/web/router.tsx', "export const loadAdmin = () => import('./admin/AdminApp.js');\n");
    expect(refusals.map(({ rule }) => rule)).toEqual(['import-x/no-restricted-paths']);
  });

  it('is allowed in the back office, which imports itself and what it shares with the guest pages', async () => {
    const code = `import { STALE_MESSAGE } from '../messages.js';
import { LazyBoundary } from '../../ui/LazyBoundary.js';

export const shared = [STALE_MESSAGE, LazyBoundary];
`;
    expect(await lint('src/web/admin/layout/Forbidden.tsx', code)).toEqual([]);
  });
});
