/**
 * Whether the worker may keep an answer: never one its server marks `no-store` (no cache may
 * keep it: a customer's data, a staff page) or `private` (only the browser's own cache may),
 * whatever address it came from.
 */
export function storable(cacheControl: string | null): boolean {
  return !(cacheControl ?? '')
    .toLowerCase()
    .split(',')
    .some((directive) => ['no-store', 'private'].includes(directive.split('=')[0]!.trim()));
}
