import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor give up after Testing Library's 1 s default. A lazily loaded admin page
// can take longer than that to appear on a busy 2-core machine, which says nothing about the
// app: a page that never appears still fails, after 5 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
