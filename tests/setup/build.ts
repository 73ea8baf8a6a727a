import { buildIfChanged } from '../../scripts/build.mjs';

/**
 * The build the tests read (tests/build) and the server the process tests start as production
 * runs it (dist/node): made only when a source is newer than the last build, as `npm start` does,
 * so a CI run reuses its one `npm run build`.
 */
export default function build(): void {
  buildIfChanged();
}
