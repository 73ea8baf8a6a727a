export const root: string;
/** Builds the web app, its renderer and the server, whether or not a source changed. */
export function buildAlways(): void;
/** Builds the web app, its renderer and the server if a source is newer than the last build. */
export function buildIfChanged(): void;
/** Copies the built web app and renderer to `dest`/web and `dest`/ssr, between builds. */
export function copyBuild(dest: string): { webDir: string; ssrDir: string };
