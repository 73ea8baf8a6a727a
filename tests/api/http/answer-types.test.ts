import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.js';
import { signIn } from '../../support/staff.js';

/**
 * The API reference says what each answer is: the board's event stream, the pages (offline,
 * print) and the manifests name their content type, as the server sends them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Answer {
  description?: string;
  content?: Record<string, { schema?: unknown }>;
}
type Paths = Record<string, Record<string, { responses: Record<string, Answer> }>>;

const paths = async () => (await t.app.inject('/api/openapi.json')).json<{ paths: Paths }>().paths;
const typesOf = (answer: Answer | undefined) => Object.keys(answer?.content ?? {});

describe('GET /api/openapi.json: what each answer is', () => {
  it('gives the board’s stream a 200 answer of text/event-stream', async () => {
    const stream = (await paths())['/api/admin/board/stream']!.get!;
    expect(typesOf(stream.responses['200'])).toEqual(['text/event-stream']);
  });

  it('names the content type of every success that has a body, pages and manifests included', async () => {
    const unnamed: string[] = [];
    for (const [path, operations] of Object.entries(await paths()))
      for (const [method, operation] of Object.entries(operations))
        for (const [status, answer] of Object.entries(operation.responses))
          if (/^2/.test(status) && status !== '204' && typesOf(answer).length === 0) unnamed.push(`${method} ${path} ${status}`);
    expect(unnamed).toEqual([]);
  });

  it('documents each page and manifest with the content type the server sends', async () => {
    const documented = await paths();
    const cookie = await signIn(t.app);
    for (const [path, type] of [
      ['/offline', 'text/html'],
      ['/EN/offline', 'text/html'],
      ['/manifest.webmanifest', 'application/manifest+json'],
      ['/EN/manifest.webmanifest', 'application/manifest+json'],
      ['/admin/print/menu', 'text/html'],
      ['/admin/print/prices', 'text/html'],
      ['/admin/print/cards', 'text/html'],
      ['/admin/print/print.js', 'text/javascript'],
    ] as const) {
      const route = documented[path]?.get;
      expect(typesOf(route?.responses['200']), path).toEqual([type]);
      const answer = await t.app.inject({ url: path, headers: { cookie } });
      expect(answer.statusCode, `${path}: ${answer.body.slice(0, 200)}`).toBe(200);
      expect(String(answer.headers['content-type']).split(';')[0], path).toBe(type);
    }
  });
});
