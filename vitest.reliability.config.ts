import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// `npm run test:reliability`: the slow checks of issue 7, which CI runs after `npm test`.
// Files run one at a time: the load test measures the machine, and the crash and shutdown
// tests start servers of their own.

/** The property-based tests of hostile input, with more inputs per write route than `npm test` tries. */
const hostileInput = (dialect: 'sqlite' | 'postgres', runs: number): TestProjectInlineConfiguration => ({
  test: {
    name: `hostile-input-${dialect}`,
    environment: 'node',
    include: ['tests/api/hostile-input.test.ts'],
    env: { TEST_DIALECT: dialect, PROPERTY_RUNS: String(runs) },
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
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
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
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
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    testTimeout: 600_000,
  },
});

export default defineConfig({
  test: {
    fileParallelism: false,
    projects: [
      {
        test: {
          name: 'reliability',
          environment: 'node',
          include: ['tests/reliability/**/*.test.ts'],
          // The server runs as production runs it: compiled, in a process of its own.
          globalSetup: ['tests/setup/build.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
      hostileInput('sqlite', 1000),
      // As many as on SQLite (about 80 s): PostgreSQL's differences (NUL in text, 32-bit integer
      // columns) only show with enough inputs.
      ...(process.env.TEST_DATABASE_URL ? [hostileInput('postgres', 1000)] : []),
      concurrency('sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [concurrency('postgres')] : []),
      ledger('sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [ledger('postgres')] : []),
    ],
  },
});
