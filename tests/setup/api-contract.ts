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
export default async function readApiContract(project: TestProject): Promise<void> {
  const t = await startTestApp();
  try {
    project.provide('apiContract', (await t.app.inject('/api/openapi.json')).json<ApiContract>());
  } finally {
    await t.close();
    await removeTemplates();
  }
}
