// The server the browser tests run against: the real build, started like `npm start`, but
// serving a private copy of the built web app. Everyone working in this checkout builds into
// dist/web, and a rebuild in the middle of a test run would delete the hashed files the pages
// being tested still ask for. The guest pages' server renderer (dist/ssr) is copied with it:
// both come from one build, and the browser's first render must match the server's.
import path from 'node:path';
import { buildIfChanged, copyBuild, root } from '../../scripts/build.mjs';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set (playwright.config.ts chooses a fresh one)');

buildIfChanged();
const { webDir, ssrDir } = copyBuild(`${path.resolve(dataDir)}-build`);
process.env.WEB_DIR = webDir;
process.env.SSR_DIR = ssrDir;

process.chdir(root);
await import(path.join(root, 'dist', 'node', 'server', 'main.js'));
