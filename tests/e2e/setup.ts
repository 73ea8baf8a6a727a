import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfChanged, copyBuild } from '../../scripts/build.mjs';
import { SCREENS_DIR } from './support.js';

/**
 * Starts each run with no screenshots, so none left from an older run passes for a new one.
 * Then `npm start`'s build-when-changed rule, and a private copy of the build for the workers'
 * servers (server.ts): everyone working in this checkout builds into dist/web, and a rebuild in
 * the middle of a run would delete the hashed files the pages being tested still ask for. The
 * guest pages' renderer (dist/ssr) is copied with it: the browser's first render must match the
 * server's.
 */
export default function setup(): void {
  fs.rmSync(SCREENS_DIR, { recursive: true, force: true });
  buildIfChanged();
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-e2e-build-'));
  copyBuild(buildDir);
  process.env.E2E_BUILD_DIR = buildDir;
}
