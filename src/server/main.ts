// The server's entry (`node dist/node/server/main.js`). First, before any other module runs:
// malloc-arenas.ts, which starts the process again with glibc's settings, and tick-records.ts.
// The server itself (serve.ts) is imported only then: an ES module's static imports are all
// read and compiled before the first of them runs, so with the server among them its 1,600
// modules were loaded twice, once by the process that is then replaced. A start took 2.75 s
// of CPU time and 2.2 s to answer; without the first load, 2.1 s and 1.7 s (medians of 8).
import './malloc-arenas.js';
import './tick-records.js';

await import('./serve.js');
