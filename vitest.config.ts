import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// The API suite runs on SQLite always, and on PostgreSQL too when TEST_DATABASE_URL is set.
// On PostgreSQL it covers what depends on the database's dialect: SQL and its aggregates
// (reports, ledgers, statements, searches), column types (kuruş, integers at their limits,
// dates, JSON, booleans, bytes), case-folding in lookups and uniqueness, constraints and "only
// one" rules, transactions saved whole or not at all, locks, races, migrations and scheduled
// jobs on the clock. A test that asks nothing of the dialect (a route's validation and field
// messages, cookies, headers and status codes, a file's parsing, a rule held in memory) is
// written `itOnSqlite` (tests/support/app.ts) and runs on SQLite alone: each PostgreSQL test
// costs 1.5 to 2.5 s of a worker, mostly its server and database, to learn nothing more.
const postgres = process.env.TEST_DATABASE_URL;

// Three files run again, larger, in `npm run test:reliability` (vitest.reliability.config.ts):
// the hostile inputs (25 per write route here, 1,000 there, the first 25 of them fingerprinted
// in both), the races between staff (5 rounds here, 40 there, on both databases) and the ledger's
// random sequences (30 here, 1,000 there, on both). Where the larger run follows in the same job,
// as in CI, LARGER_RUNS_FOLLOW=1 leaves the smaller out: it can find nothing the larger does not
// look for (about 190 s of the workers' time, a minute of CI on 2 cores). `npm test` alone runs them.
const LARGER_RUNS_ELSEWHERE = [
  'tests/api/http/hostile-input.test.ts',
  'tests/api/concurrency.test.ts',
  'tests/api/ledger-property.test.ts',
];
const largerRunsFollow = process.env.LARGER_RUNS_FOLLOW === '1' ? LARGER_RUNS_ELSEWHERE : [];
const apiProject = (dialect: 'sqlite' | 'postgres'): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name: `api-${dialect}`,
    environment: 'node',
    include: ['tests/api/**/*.test.ts'],
    // Tests of SQLite's own files and settings have no PostgreSQL counterpart. Tests of the
    // HTTP layer (tests/api/http: headers, connections, the roles matrix, the OpenAPI contract,
    // operator logs, each write's audit entry, random hostile input on every write route, the
    // photo queue and uploads over real connections, what sharp makes of an upload, the
    // printed menu's words, the public address pages name, disguised spellings of the staff
    // paths) ask nothing of the database that the tests of its queries, constraints, races,
    // limits and ledger, which run on both, do not: they run on SQLite. The roles matrix runs on
    // both (issue 34): who may do what must not depend on the database a restaurant chose.
    exclude: [...(dialect === 'postgres' ? ['tests/api/sqlite/**', 'tests/api/http/!(authorization).test.ts'] : []), ...largerRunsFollow],
    env: { TEST_DIALECT: dialect },
    // A worker keeps the server's modules loaded from one file to the next instead of importing
    // them again for each file: the suite shares no state between files (each test starts a
    // server on a database of its own), and importing the server took 107 s of the workers'
    // time in one run of npm test, 23 s with it kept (the whole run: 260 s to 199 s).
    isolate: false,
    // Says once, at the start of the run, which databases the API suite runs on. The run keeps
    // its test databases and templates until its end (tests/setup/test-run.ts).
    globalSetup: [...(dialect === 'sqlite' ? ['tests/setup/announce-dialects.ts'] : []), 'tests/setup/test-run.ts'],
    setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/templates.ts'],
    // Each test starts a server on a database of its own: on a busy 2-core machine that alone
    // can pass vitest's 5 s default, which is no statement about the app.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * The web app's tests in jsdom. The guest pages' files run each in a process of its own. The back
 * office's share their worker's process (isolate: false): React, Testing Library, the forms' and
 * lists' libraries load once a worker rather than once a file (25 files: 40 s to 23 s on 2
 * cores), and tests/setup/web-shared.ts gives each file the app's own modules afresh and drops
 * what the file before left on the clock. The guest pages' parts load their stateful modules
 * (a visit's events, a table's basket) lazily, and a load still under way as a file ends would
 * land in the next file's modules: they keep a process each.
 */
const webProject = (
  name: string,
  files: { include: string[]; exclude?: string[] },
  { sharesProcess = false } = {},
): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    environment: 'jsdom',
    ...files,
    // The answers the web tests give in the server's place are checked against its contract.
    globalSetup: ['tests/setup/api-contract.ts'],
    ...(sharesProcess ? { isolate: false } : {}),
    setupFiles: ['tests/setup/fail-on-console-error.ts', ...(sharesProcess ? ['tests/setup/web-shared.ts'] : []), 'tests/setup/web.ts'],
    // A test that types a whole form can pass vitest's 5 s default on a busy 2-core machine,
    // which says nothing about the app.
    testTimeout: 20_000,
  },
});

// PostgreSQL-only checks: several server processes on one database (the server is compiled
// first) and moving a restaurant from SQLite to PostgreSQL.
const instancesProject: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'postgres-tools',
    environment: 'node',
    include: ['tests/postgres/**/*.test.ts'],
    globalSetup: ['tests/setup/build.ts', 'tests/setup/test-run.ts'],
    setupFiles: ['tests/setup/templates.ts'],
    testTimeout: 30_000,
  },
};

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, idle while
    // an API test waits on PostgreSQL's disk. One more than the cores keeps them busy (npm test
    // on 2 cores: 19 minutes with one worker, 10.7 with three).
    maxWorkers: os.availableParallelism() + 1,
    // The modules Vite transforms for the tests (TypeScript, JSX) are kept on disk by their
    // content (node_modules/.experimental-vitest-cache; `vitest --clearCache` empties it): one
    // project reads what another transformed (three API files on PostgreSQL after SQLite: 5.8 s
    // of transforms to 1.1 s), and a later run what an earlier one did (the web projects run
    // twice: 42 s to 11 s; CI's reliability stage after `npm test`: 28 s to 14-17 s). CI's run on
    // Node 22 gains nothing: what Node 24 wrote is not its.
    experimental: { fsModuleCache: true },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          // Drawing and decoding QR codes at every level takes a second or two alone; beside the
          // browser tests on a 2-core machine it passed vitest's 5 s default.
          testTimeout: 20_000,
        },
      },
      apiProject('sqlite'),
      ...(postgres ? [apiProject('postgres'), instancesProject] : []),
      {
        extends: true,
        test: {
          name: 'build',
          environment: 'node',
          include: ['tests/build/**/*.test.ts'],
          globalSetup: ['tests/setup/build.ts'],
        },
      },
      webProject('web', { include: ['tests/web/**/*.test.{ts,tsx}'], exclude: ['tests/web/admin/**'] }),
      webProject('web-admin', { include: ['tests/web/admin/**/*.test.{ts,tsx}'] }, { sharesProcess: true }),
    ],
  },
});
