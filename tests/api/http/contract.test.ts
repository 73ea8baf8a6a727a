import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validatorCompiler } from '../../../src/server/platform/http/contract.js';
import { userRecord } from '../../../src/shared/schemas/user.js';
import { startTestApp, type TestApp } from '../../support/app.js';
import { SAME_ORIGIN, signIn } from '../../support/staff.js';

/**
 * Each route carries its contract (the shared zod schemas): the API reference is generated
 * from it, and every answer is written through it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown; parameters?: unknown[] }>>;
}

const openApi = async () => (await t.app.inject('/api/openapi.json')).json<OpenApiDocument>();

/** What a route hidden from the reference may be: the reference itself and its page, or the web app's files. */
const UNDOCUMENTED = /^\/api\/(docs|openapi\.json)|^\/(?!api\/)/;
const hidden = (route: TestApp['app']['routeTable'][number]) => route.schema?.hide === true;

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await openApi();
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every route the app registered, with each answer it may give', async () => {
    const { paths } = await openApi();
    const routes = t.app.routeTable.filter((route) => route.method !== 'HEAD' && !hidden(route));
    const left = t.app.routeTable.filter(hidden).filter((route) => !UNDOCUMENTED.test(route.url));
    expect(left.map((route) => `${route.method} ${route.url}`)).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(40);
    const missing = routes.filter((route) => !paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()]);
    expect(missing.map((route) => `${route.method} ${route.url}`)).toEqual([]);
    for (const route of routes) {
      const operation = paths[route.url.replace(/:(\w+)/g, '{$1}')]![route.method.toLowerCase()]!;
      expect(Object.keys(operation.responses).length, `${route.method} ${route.url}`).toBeGreaterThan(0);
    }
  });

  it('describes a body with its fields, a path id and the staff refusals', async () => {
    const { paths } = await openApi();
    const put = paths['/api/admin/products/{id}']!.put!;
    expect(JSON.stringify(put.requestBody)).toContain('nameTr');
    expect(JSON.stringify(put.parameters)).toContain('"id"');
    expect(Object.keys(put.responses).sort()).toEqual(['200', '400', '401', '403', '404', '409', '415']);
  });
});

describe('GET /api/docs', () => {
  it('is a readable reference page whose own policy allows its scripts by hash only, and other pages keep theirs', async () => {
    const page = await t.app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self'/);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toMatch(/https:|validator\.swagger\.io|upgrade-insecure-requests/);
    const home = await t.app.inject('/');
    expect(String(home.headers['content-security-policy'])).toMatch(/script-src 'self';/);
  });
});

describe('answers are written through their schema', () => {
  it('never sends a field the schema does not name, such as a password hash a mapper forgot to leave out', async () => {
    // A route with the users list's real contract, whose handler leaks what the database holds.
    const users = t.app.routeTable.find((route) => route.method === 'GET' && route.url === '/api/admin/users');
    const schema = (users?.schema?.response as Record<number, z.ZodType>)[200];
    expect(schema).toBeDefined();
    const leaky = Fastify().withTypeProvider();
    leaky.setValidatorCompiler(validatorCompiler);
    leaky.setSerializerCompiler(serializerCompiler);
    const row = { id: 1, name: 'Admin', role: 'admin', isActive: true, version: 1, createdAt: '2026-01-01T00:00:00.000Z' };
    leaky.get('/users', { schema: { response: { 200: schema! } } }, async () => [
      { ...row, passwordHash: '$argon2id$v=19$secret', nameKey: 'admin' },
    ]);
    const answer = await leaky.inject('/users');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toContain('argon2');
    expect(answer.json()).toEqual([row]);
    await leaky.close();
  });

  it('answers the real users list with exactly the fields of its schema', async () => {
    const cookie = await signIn(t.app);
    const answer = await t.app.inject({ url: '/api/admin/users', headers: { ...SAME_ORIGIN, cookie } });
    const [first] = answer.json<Record<string, unknown>[]>();
    expect(Object.keys(first!).sort()).toEqual(Object.keys(userRecord.shape).sort());
  });
});
