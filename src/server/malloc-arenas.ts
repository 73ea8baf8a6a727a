/**
 * Starts the server again, in place, with glibc's malloc told to give back what libvips frees.
 *
 * Photos are processed by libvips (through sharp) on Node's worker threads. glibc gives each
 * thread its own arena and keeps most of what an arena frees, so a server that has processed a
 * few camera photos holds hundreds of megabytes it no longer uses: measured after ten uploads,
 * 405 MiB resident with the default arenas against 258 MiB with two, and a peak of 493 MiB
 * against 353 MiB while five more ran at once.
 *
 * Two arenas are not enough on their own: glibc raises its threshold for serving a block from
 * its own mapping to the size of the largest block freed (up to 32 MB), so after the first
 * photo its megabytes of pixels and the uploaded files come from the arenas, which keep them
 * when they are freed. A fixed threshold (MALLOC_MMAP_THRESHOLD_, 128 kB, glibc's default
 * starting point) keeps every large block in a mapping of its own, returned to the system when
 * freed; MALLOC_TRIM_THRESHOLD_ returns the free top of an arena as well. Measured after six
 * uploads of a 15 MB photo, three at a time, then 20 s idle: 329 MiB resident with two arenas
 * alone, 237 and 246 MiB (two runs) with the fixed thresholds, against about 160 MiB before.
 *
 * glibc reads these once, when the process starts, so they must be in the environment before
 * Node runs. `process.execve` replaces the running program rather than starting a child: the
 * process id stays the same, so systemd, the pid file and signals see a single server. It runs
 * before any other module (imported first by `main.ts`), when nothing is open yet. A variable
 * already set is kept; where all are set, outside Linux, or on a Node without `execve`,
 * nothing happens.
 */
export const MALLOC_SETTINGS: Record<string, string> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: String(128 * 1024),
  MALLOC_TRIM_THRESHOLD_: String(128 * 1024),
};

const missing = Object.entries(MALLOC_SETTINGS).filter(([name]) => process.env[name] === undefined);

if (process.platform === 'linux' && missing.length > 0 && typeof process.execve === 'function') {
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    ...Object.fromEntries(missing),
  });
}
