import { createHook } from 'node:async_hooks';

/**
 * Keeps one of Node's `process.nextTick` records alive for the life of the process, so V8
 * keeps the record's shape.
 *
 * Node's HTTP server queues about seven ticks per request, each a small object with the same
 * four properties. Between bursts no record is alive, and a full garbage collection may then
 * drop the record's hidden classes; the next request builds new ones. After a few rounds the
 * code that fills the record has seen so many classes that V8 gives up on its fast path and
 * looks each property up in a shared cache. In some processes (which ones depends on where
 * the classes land in memory) those lookups keep missing, and the same server then answers
 * the menu about a fifth slower for the rest of its life. A record that never dies keeps its
 * classes alive, and the fast path with them.
 *
 * Imported first by `main.ts`, before anything else queues ticks in numbers. Costs one small
 * object; the hook that catches it is enabled for a single tick only.
 */
export const keptTickRecord: object | undefined = catchTickRecord();

function catchTickRecord(): object | undefined {
  let record: object | undefined;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject') record ??= resource;
    },
  });
  hook.enable();
  process.nextTick(() => {});
  hook.disable();
  return record;
}
