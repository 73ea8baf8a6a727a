import fs from 'node:fs';

/** Removes the run's temporary database and its copy of the build (see playwright.config.ts, serve.mjs). */
export default function teardown(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) return;
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(`${dataDir}-build`, { recursive: true, force: true });
}
