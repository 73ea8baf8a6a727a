import type { FastifyBodyParser, FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * JSON bodies are read as UTF-8, strictly. Fastify's own parser decodes leniently, turning bytes
 * that are not UTF-8 into U+FFFD, so a review sent in another encoding would be stored with its
 * letters silently replaced. Such a body is refused with 400 naming the fields that hold them;
 * the rest (empty body, bad JSON, `__proto__` keys) is Fastify's parser, unchanged.
 */
export function registerJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, strictJson(app));
}

/**
 * The JSON parser of registerJsonBody, for a scope that reads JSON under another content type
 * too: `navigator.sendBeacon` sends a string as text/plain (resources/reports/event-routes.ts).
 */
export function strictJson(app: FastifyInstance): FastifyBodyParser<Buffer> {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body);
    } catch {
      done(notUtf8(body), undefined);
      return;
    }
    // Fastify's own parser answers through `done`; its return value carries nothing.
    void parseJson(request, text, done);
  };
}

const MESSAGE = 'Geçersiz bir karakter içeriyor';

/** The refusal of a body that is not UTF-8: the fields whose text holds the bad bytes, when they can be told. */
function notUtf8(body: Buffer): HttpError {
  let parsed: unknown;
  try {
    // Decoded leniently only to find where the bad bytes were: each became U+FFFD.
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const fields: Record<string, string> = {};
  for (const path of pathsHolding(parsed, '\uFFFD')) fields[path] = MESSAGE;
  return Object.keys(fields).length > 0
    ? new HttpError(400, 'validation', 'Geçersiz veri: lütfen işaretli alanları düzeltin.', fields)
    : new HttpError(400, 'bad_request', 'İstek gövdesi geçerli UTF-8 değil.');
}

/** The dotted paths (as validation errors name fields) of the strings in `value` holding `character`. */
function pathsHolding(value: unknown, character: string): string[] {
  const found: string[] = [];
  // A stack, not recursion: the body limit allows thousands of levels of nesting.
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes(character)) found.push(path || '_');
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes(character)) found.push(childPath);
        stack.push([child, childPath]);
      }
    }
  }
  return found.reverse();
}
