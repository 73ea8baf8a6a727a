// The production build: the web app (dist/web), the guest pages' renderer (dist/ssr) and the
// server (dist/node), then dist/.build-stamp, dated when the build started. Everything that needs
// the build (`npm start`, the browser tests' server, the build tests, the tests that start the
// server as a process) calls buildIfChanged(), which builds only when a source is newer than the
// stamp: a CI run builds once, at `npm run build`, and a developer's run only after a change.
//
// `npm run build` runs this file: node scripts/build.mjs.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const stamp = path.join(dist, '.build-stamp');
const lock = path.join(dist, '.build-lock');
const sources = [
  'src',
  'public',
  'index.html',
  'admin.html',
  'vite.config.ts',
  'tsconfig.base.json',
  'tsconfig.server.json',
  'package-lock.json',
];
/** What a build leaves: a stamp beside a build cut short (emptied, then stopped) is no build. */
const outputs = ['web/index.html', 'web/admin.html', 'web/.vite/manifest.json', 'ssr/entry-server.js', 'node/server/main.js'];

function newestChange(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

function isCurrent() {
  const builtAt = fs.statSync(stamp, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const changedAt = Math.max(...sources.map((entry) => newestChange(path.join(root, entry))));
  return changedAt <= builtAt && outputs.every((file) => fs.existsSync(path.join(dist, file)));
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Runs `work` holding dist/.build-lock (it names its process), so that in one checkout builds take
 * turns and nothing copies the build while another empties dist/web. The callers are synchronous,
 * so the wait blocks. A lock whose process has gone is taken over (two waiters taking over the same
 * one at the same moment could both build, as every caller did before there was a lock).
 */
function whileLocked(work) {
  fs.mkdirSync(dist, { recursive: true });
  let told = false;
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    let holder;
    let since;
    try {
      holder = Number(fs.readFileSync(lock, 'utf8'));
      since = fs.statSync(lock).mtimeMs;
    } catch (error) {
      if (error.code === 'ENOENT') continue; // released meanwhile
      throw error;
    }
    // A lock without a process number is being written, unless it has been so for seconds.
    if (holder > 0 ? !alive(holder) : Date.now() - since > 10_000) {
      fs.rmSync(lock, { force: true });
      continue;
    }
    if (!told) console.log(`Waiting for process ${holder || '?'} to finish with the build (${path.relative(root, lock)})…`);
    told = true;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
  }
  try {
    return work();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

function build() {
  const startedAt = new Date();
  // No stamp while dist/ is half built: a build stopped halfway leaves none.
  fs.rmSync(stamp, { force: true });
  // Always the production build, also when a test runner (which sets NODE_ENV=test) asks for it:
  // with another NODE_ENV, Vite compiles JSX for React's development runtime, which a server
  // running in production does not have.
  const env = { ...process.env, NODE_ENV: 'production' };
  for (const part of ['build:web', 'build:server']) execFileSync('npm', ['run', '--silent', part], { cwd: root, stdio: 'inherit', env });
  // Dated when the build started: a source saved while it ran is newer, and is built next time.
  fs.writeFileSync(stamp, `${startedAt.toISOString()}\n`);
  fs.utimesSync(stamp, startedAt, startedAt);
}

/** Builds the web app, its renderer and the server, whether or not a source changed. */
export function buildAlways() {
  whileLocked(build);
}

/** Builds the web app, its renderer and the server if a source is newer than the last build. */
export function buildIfChanged() {
  whileLocked(() => {
    if (isCurrent()) return;
    console.log('Building the web app and the server (sources changed since the last build)…');
    build();
  });
}

/**
 * Copies the built web app and the guest pages' renderer to `dest`/web and `dest`/ssr, between
 * builds. Whatever serves the copy keeps its files when a later build (someone else's test run,
 * `npm start` after an edit) empties dist/web, and both come from one build: the browser's first
 * render must match the server's.
 */
export function copyBuild(dest) {
  return whileLocked(() => {
    const webDir = path.join(dest, 'web');
    const ssrDir = path.join(dest, 'ssr');
    for (const [from, to] of [
      [path.join(dist, 'web'), webDir],
      [path.join(dist, 'ssr'), ssrDir],
    ]) {
      fs.rmSync(to, { recursive: true, force: true });
      fs.cpSync(from, to, { recursive: true });
    }
    return { webDir, ssrDir };
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) buildAlways();
