import fs from 'node:fs';
import { SCREENS_DIR } from './support.js';

/** Starts each run with no screenshots, so none left from an older run passes for a new one. */
export default function setup(): void {
  fs.rmSync(SCREENS_DIR, { recursive: true, force: true });
}
