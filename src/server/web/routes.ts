import { languageOfPath } from '../../shared/paths.js';

/** Which of the single-page app's addresses a path is, decided by the server as by the router. */
export type AppPage =
  | { kind: 'guest'; language: 'tr' | 'en'; categoryName: string | null }
  | { kind: 'admin' }
  | { kind: 'unknown'; language: 'tr' | 'en' };

const GUEST_HOME = /^\/(?:en\/?)?$/i;
const GUEST_CATEGORY = /^\/(?:en\/)?category\/([^/]+)\/?$/i;
const ADMIN = /^\/admin(?:\/.*)?$/;

export function classifyPath(path: string): AppPage {
  if (ADMIN.test(path)) return { kind: 'admin' };
  const language = languageOfPath(path);
  if (GUEST_HOME.test(path)) return { kind: 'guest', language, categoryName: null };
  const category = GUEST_CATEGORY.exec(path);
  if (category) return { kind: 'guest', language, categoryName: decodeSegment(category[1] ?? '') };
  return { kind: 'unknown', language };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
