/**
 * Starts the server again, in place, with glibc's malloc limited to two arenas.
 *
 * Photos are processed by libvips (through sharp) on Node's worker threads. glibc gives each
 * thread its own arena and keeps most of what an arena frees, so a server that has processed a
 * few camera photos holds hundreds of megabytes it no longer uses: measured after ten uploads,
 * 405 MiB resident with the default arenas against 258 MiB with two, and a peak of 493 MiB
 * against 353 MiB while five more ran at once. glibc reads MALLOC_ARENA_MAX once, when the
 * process starts, so the setting must be in the environment before Node runs.
 *
 * `process.execve` replaces the running program rather than starting a child: the process id
 * stays the same, so systemd, the pid file and signals see a single server. It runs before any
 * other module (imported first by `main.ts`), when nothing is open yet. Where the variable is
 * already set, outside Linux, or on a Node without `execve`, nothing happens.
 */
const ARENAS = '2';

if (process.platform === 'linux' && process.env.MALLOC_ARENA_MAX === undefined && typeof process.execve === 'function') {
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    MALLOC_ARENA_MAX: ARENAS,
  });
}
