import fs from 'node:fs';
import path from 'node:path';

/**
 * The server on SQLite writes its process id beside the database while it runs, so tools that
 * must not run alongside it (restore) can tell. A file left by a killed server names a process
 * that no longer exists and is ignored.
 */
export const PID_FILE_NAME = 'sofra.pid';

export function writePidFile(dataDir: string): void {
  fs.writeFileSync(path.join(dataDir, PID_FILE_NAME), `${process.pid}\n`);
}

export function removePidFile(dataDir: string): void {
  const file = path.join(dataDir, PID_FILE_NAME);
  // Only our own: a second server on the same folder may have written its number since.
  if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
}

/** The id of a live server process on this data directory, or null. */
export function runningServerPid(dataDir: string): number | null {
  const pid = readPid(path.join(dataDir, PID_FILE_NAME));
  if (pid === null) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to another user, so it is running.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
