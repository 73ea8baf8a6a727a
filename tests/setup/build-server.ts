import { execFileSync } from 'node:child_process';

/** Process tests run the server as production does: compiled by `npm run build:server`. */
export default function buildServer(): void {
  execFileSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit' });
}
