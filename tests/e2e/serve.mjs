// The server the browser tests run against: the real build, started like `npm start`, but
// serving a private copy of the built web app. Everyone working in this checkout builds into
// dist/web, and a rebuild in the middle of a test run would delete the hashed files the pages
// being tested still ask for. The guest pages' server renderer (dist/ssr) is copied with it:
// both come from one build, and the browser's first render must match the server's.
import fs from 'node:fs';
import path from 'node:path';
import { buildIfChanged, root } from '../../scripts/build-if-changed.mjs';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set (playwright.config.ts chooses a fresh one)');

buildIfChanged();
const webCopy = `${path.resolve(dataDir)}-web`;
fs.rmSync(webCopy, { recursive: true, force: true });
fs.cpSync(path.join(root, 'dist', 'web'), webCopy, { recursive: true });
process.env.WEB_DIR = webCopy;
const ssrCopy = `${path.resolve(dataDir)}-ssr`;
fs.rmSync(ssrCopy, { recursive: true, force: true });
fs.cpSync(path.join(root, 'dist', 'ssr'), ssrCopy, { recursive: true });
process.env.SSR_DIR = ssrCopy;

process.chdir(root);
await import(path.join(root, 'dist', 'node', 'server', 'main.js'));
