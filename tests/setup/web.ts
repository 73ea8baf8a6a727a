import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// The web project's files share their worker's process (isolate: false in vitest.config.ts):
// React, Testing Library and jsdom load once rather than once a file. Each file still starts
// as a page does, with the app's own modules loaded afresh (their stores and caches empty) and
// a document of its own; and what a file's page left waiting on the clock (a guest's events,
// sent 5 s after the last) is dropped with it, as leaving a page drops it, rather than run
// during the next file.
vi.resetModules();
const { setTimeout: setTimeoutOfNode, setInterval: setIntervalOfNode } = globalThis;
const waiting = new Set<ReturnType<typeof setTimeout>>();
globalThis.setTimeout = Object.assign((...args: Parameters<typeof setTimeout>) => {
  const timer = setTimeoutOfNode(...args);
  waiting.add(timer);
  return timer;
}, setTimeoutOfNode);
globalThis.setInterval = Object.assign((...args: Parameters<typeof setInterval>) => {
  const timer = setIntervalOfNode(...args);
  waiting.add(timer);
  return timer;
}, setIntervalOfNode);
afterAll(() => {
  globalThis.setTimeout = setTimeoutOfNode;
  globalThis.setInterval = setIntervalOfNode;
  for (const timer of waiting) clearTimeout(timer);
  waiting.clear();
});

// findBy… and waitFor give up after Testing Library's 1 s default. A lazily loaded admin page
// can take longer than that to appear on a busy 2-core machine, which says nothing about the
// app: a page that never appears still fails, after 5 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
