import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { removeRun } from '../support/app.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run of an API project: its databases' and template files' names carry it. */
    testRun: string;
  }
}

/**
 * A run of an API project keeps its test databases and template files until its end, and then
 * removes them (tests/support/app.ts, `testRun`): its workers' later files start from the
 * templates their first files made.
 */
export default function testRun(project: TestProject): () => Promise<void> {
  const run = randomBytes(4).toString('hex');
  project.provide('testRun', run);
  return () => removeRun(run);
}
