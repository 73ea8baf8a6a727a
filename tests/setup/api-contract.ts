import type { TestProject } from 'vitest/node';
import { removeTemplates, startTestApp } from '../support/app.js';
import type { ApiContract } from '../web/support/api-contract.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The API's reference (`/api/openapi.json`), generated from the routes' own schemas. */
    apiContract: ApiContract;
  }
}

/**
 * The web tests answer the app's requests themselves; what they answer is checked against the
 * API's contract, read once a run from the real server (tests/web/support/api-contract.ts).
 */
export default async function provideApiContract(project: TestProject): Promise<void> {
  // Both web projects (web, web-admin) get the one contract, read once a run: each project loads
  // this file anew, so the reading is kept on the run's global object.
  const run = globalThis as typeof globalThis & { [CONTRACT]?: Promise<ApiContract> };
  project.provide('apiContract', await (run[CONTRACT] ??= readApiContract()));
}

const CONTRACT = Symbol.for('sofra.tests.apiContract');

async function readApiContract(): Promise<ApiContract> {
  const t = await startTestApp();
  try {
    return (await t.app.inject('/api/openapi.json')).json<ApiContract>();
  } finally {
    await t.close();
    await removeTemplates();
  }
}
