import { vi } from 'vitest';

// The back office's web tests share their worker's process (isolate: false, the web-admin
// project in vitest.config.ts): React, Testing Library, the forms' and lists' libraries and jsdom
// load once rather than once a file. Each file still starts as a page does: with the app's own
// modules loaded afresh (their stores and caches empty), a document of its own, and nothing an
// earlier file's page left waiting on the clock (a notice's timeout, a stream's retry), dropped
// as leaving a page drops it rather than run during this file. The timers are followed from the
// worker's first file on, and those still waiting are dropped as each file starts, the ones an
// earlier file set as it ended included.
vi.resetModules();
const FOLLOWED = Symbol.for('sofra.tests.timers');
const worker = globalThis as typeof globalThis & { [FOLLOWED]?: Set<ReturnType<typeof setTimeout>> };
if (!worker[FOLLOWED]) {
  const followed = new Set<ReturnType<typeof setTimeout>>();
  const { setTimeout: setTimeoutOfNode, setInterval: setIntervalOfNode } = globalThis;
  globalThis.setTimeout = Object.assign((...args: Parameters<typeof setTimeout>) => {
    const timer = setTimeoutOfNode(...args);
    followed.add(timer);
    return timer;
  }, setTimeoutOfNode);
  globalThis.setInterval = Object.assign((...args: Parameters<typeof setInterval>) => {
    const timer = setIntervalOfNode(...args);
    followed.add(timer);
    return timer;
  }, setIntervalOfNode);
  worker[FOLLOWED] = followed;
}
const followed = worker[FOLLOWED];
for (const timer of followed) clearTimeout(timer);
followed.clear();
