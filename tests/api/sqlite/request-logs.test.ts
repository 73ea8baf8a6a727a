import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app.js';
import { startTestApp, type TestApp } from '../../support/app.js';

/**
 * A guest's search travels in the address (`?q=…`): what people look for is theirs, and stays
 * out of the server's log even at debug level, where every request is logged. (What is logged
 * does not depend on the database, so this runs on the SQLite file alone.)
 */
let t: TestApp;
let app: FastifyInstance;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await startTestApp();
  await t.app.close();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  app = await buildApp({ config: { ...t.config, logLevel: 'debug' }, logger: { level: 'debug', stream } });
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

describe('the debug log of requests', () => {
  it('names each request’s path, but never its query: a guest’s search is not logged', async () => {
    const searches = [
      '/category/Pide?q=ay%C5%9Fe%20k%C4%B1ymal%C4%B1',
      '/EN/category/Drinks?q=secret-drink',
      '/api/nope?q=gizli-arama',
      '/?q=hidden&table=4',
    ];
    for (const url of searches) await app.inject(url);
    await app.inject({ method: 'POST', url: '/api/products/1/reviews?q=posted-search', payload: { name: 'Ali', rating: 5 } });

    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed.map((line) => line.url)).toEqual(
      expect.arrayContaining([
        '/category/Pide?[redacted]',
        '/EN/category/Drinks?[redacted]',
        '/api/nope?[redacted]',
        '/?[redacted]',
        '/api/products/1/reviews?[redacted]',
      ]),
    );
    const logged = JSON.stringify(lines);
    for (const word of ['ay%C5%9Fe', 'ayşe', 'secret-drink', 'gizli-arama', 'hidden', 'table=4', 'posted-search']) {
      expect(logged, word).not.toContain(word);
    }
  });
});
