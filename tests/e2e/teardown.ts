import fs from 'node:fs';

/** Removes the run's copy of the build (setup.ts); each worker removes its own data directory. */
export default function teardown(): void {
  const buildDir = process.env.E2E_BUILD_DIR;
  if (buildDir) fs.rmSync(buildDir, { recursive: true, force: true });
}
