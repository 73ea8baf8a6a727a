import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// `npm run test:reliability`: the slow checks of issue 7, which CI runs after `npm test`.
// Three files at a time on two cores (each is one process, most of it on one core, and the crash
// and shutdown tests wait on servers of their own), the longest first; then the load test
// alone: it measures the machine, so nothing else runs beside it.

/**
 * The property-based tests of hostile input (tests/api/http/hostile-input.test.ts): 1,000 inputs per
 * write route instead of `npm test`'s 25, on SQLite only. What so many inputs look for (never a
 * 5xx; a refusal is 400, 413 or 415, or 404 for a wrong id, with an error and a message) is the
 * HTTP layer's and the routes' schemas' work, the same whichever database is behind them: 95% of
 * the inputs are refused by the schema before any handler runs. That a refusal leaves the
 * database as it was (a fingerprint of every table before and after the request) is checked on
 * the first 25 inputs of each route (PROPERTY_DB_RUNS), as `npm test` checks each of its 25 on
 * SQLite and on PostgreSQL. PostgreSQL's own limits (text holding NUL, numbers past its 32-bit
 * integer columns) are tried case by case in the same file, so `npm test` tries them on
 * PostgreSQL: there is no PostgreSQL project here. With the fingerprint around every input,
 * the 1,000 took 12.8 minutes of CI on PostgreSQL alone. On one busy 2-core machine they took
 * 16 minutes on PostgreSQL and 3.6 on SQLite; now 2.4 on SQLite (the test process's CPU time
 * 97 s before, 53 to 62 s now), and 7.5 on PostgreSQL if it ran them with 25 fingerprints.
 */
const hostileInput = (shard: 1 | 2): TestProjectInlineConfiguration => ({
  test: {
    // In two halves of the routes (PROPERTY_SHARD), one per worker: as one file it ran alone on
    // one core for the stage's last minutes while the other waited.
    name: `hostile-input-sqlite-${shard}`,
    environment: 'node',
    include: ['tests/api/http/hostile-input.test.ts'],
    env: { TEST_DIALECT: 'sqlite', PROPERTY_RUNS: '1000', PROPERTY_DB_RUNS: '25', PROPERTY_SHARD: `${shard}/2` },
    setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/templates.ts'],
    testTimeout: 300_000,
  },
});

/**
 * The races between staff (tests/api/concurrency.test.ts), 40 rounds each instead of
 * `npm test`'s 5: a rule that breaks one time in ten shows here.
 */
const concurrency = (dialect: 'sqlite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name: `concurrency-${dialect}`,
    environment: 'node',
    include: ['tests/api/concurrency.test.ts'],
    env: { TEST_DIALECT: dialect, CONCURRENCY_ROUNDS: '40' },
    setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/templates.ts'],
    testTimeout: 300_000,
  },
});

/** The veresiye ledger's random sequences (tests/api/ledger-property.test.ts): 1,000 instead of 30. */
const ledger = (dialect: 'sqlite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name: `ledger-${dialect}`,
    environment: 'node',
    include: ['tests/api/ledger-property.test.ts'],
    env: { TEST_DIALECT: dialect, LEDGER_RUNS: '1000' },
    setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/templates.ts'],
    testTimeout: 600_000,
  },
});

/** Tests that start the built server as production runs it: compiled, in a process of its own. */
const serverProcess = (
  name: string,
  include: string[],
  more: TestProjectInlineConfiguration['test'] = {},
): TestProjectInlineConfiguration => ({
  test: {
    name,
    environment: 'node',
    include,
    globalSetup: ['tests/setup/build.ts'],
    setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/templates.ts'],
    testTimeout: 300_000,
    hookTimeout: 120_000,
    ...more,
  },
});

const LOAD = 'tests/reliability/load.test.ts';

/**
 * The longest first, so that the short ones fill in beside them rather than one long file
 * finishing alone at the end: the crash rounds (most of them waiting for the server to come
 * back), the hostile inputs, the ledger's sequences.
 */
const LONGEST = ['reliability/crash', 'hostile-input', 'ledger-postgres', 'ledger-sqlite'];
const rank = (file: TestSpecification) => {
  const found = LONGEST.findIndex((name) => `${file.project.name} ${file.moduleId}`.includes(name));
  return found === -1 ? LONGEST.length : found;
};
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    maxWorkers: 3,
    // The transformed modules kept on disk, as in vitest.config.ts: after `npm test` the server's are there already.
    experimental: { fsModuleCache: true },
    sequence: { sequencer: LongestFirst },
    projects: [
      serverProcess('reliability', ['tests/reliability/**/*.test.ts'], { exclude: [LOAD] }),
      // After every other project has finished (a later group), with the machine to itself.
      serverProcess('load', [LOAD], { sequence: { groupOrder: 1 } }),
      hostileInput(1),
      hostileInput(2),
      concurrency('sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [concurrency('postgres')] : []),
      ledger('sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [ledger('postgres')] : []),
    ],
  },
});
