import fs from 'node:fs';

/** Removes the run's temporary database and web app copy (see playwright.config.ts, serve.mjs). */
export default function teardown(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) return;
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(`${dataDir}-web`, { recursive: true, force: true });
}
