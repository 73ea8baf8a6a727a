// `npm start`: builds the web app and the server when the sources are newer than the last
// build, then starts the server (which creates, migrates and seeds the database on first start).
import path from 'node:path';
import { buildIfChanged, root } from './build.mjs';

buildIfChanged();
process.chdir(root);
await import(path.join(root, 'dist', 'node', 'server', 'main.js'));
