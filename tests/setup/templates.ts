import { afterAll } from 'vitest';
import { removeTemplates } from '../support/app.js';

// The databases a test file's apps were copied from (tests/support/app.ts) go with the file.
afterAll(removeTemplates);
