// Builds the web app and the server when their sources are newer than the last build.
// Shared by `npm start` and the browser tests' server (tests/e2e/serve.mjs).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'dist', '.build-stamp');
const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'tsconfig.base.json', 'tsconfig.server.json', 'package-lock.json'];

function newestChange(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

export function buildIfChanged() {
  const builtAt = fs.statSync(stamp, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const changedAt = Math.max(...sources.map((entry) => newestChange(path.join(root, entry))));
  if (changedAt <= builtAt) return;
  console.log('Building the web app and the server (sources changed since the last build)…');
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  fs.writeFileSync(stamp, new Date().toISOString());
}
