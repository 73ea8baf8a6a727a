import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { afterEach, inject } from 'vitest';

/** The parts of the API's OpenAPI document that say what each route answers. */
export interface ApiContract {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>>;
}

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  /** Path parameters: a route named in full wins over one that takes the same segment as a parameter. */
  parameters: number;
  responses: ApiContract['paths'][string][string]['responses'];
}

let operations: Operation[] | undefined;
const ajv = new Ajv2020({ strict: false, allErrors: true });
const validators = new Map<string, ValidateFunction>();

function contract(): Operation[] {
  operations ??= Object.entries(inject('apiContract').paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, { responses }]) => ({
      method: method.toUpperCase(),
      template,
      pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`),
      parameters: (template.match(/\{/g) ?? []).length,
      responses,
    })),
  );
  return operations;
}

/**
 * What is wrong with an answer a test gives in the server's place, measured against the route's
 * documented answers (status and JSON body), or `undefined` when the server could have given it.
 * A failure of the server itself (5xx) may come from any route, and is not checked.
 */
export function contractBreach(method: string, path: string, status: number, body: unknown): string | undefined {
  if (status >= 500) return undefined;
  const [operation] = contract()
    .filter((candidate) => candidate.method === method && candidate.pattern.test(path))
    .sort((a, b) => a.parameters - b.parameters);
  if (!operation) return `${method} ${path}: the API has no such route`;
  const documented = operation.responses[String(status)];
  if (!documented) {
    return `${method} ${path} answers ${status}, which ${operation.template} never answers (it answers ${Object.keys(operation.responses).join(', ')})`;
  }
  const schema = documented.content?.['application/json']?.schema;
  if (!schema || body === undefined) return undefined;
  const key = `${operation.method} ${operation.template} ${status}`;
  let validate = validators.get(key);
  if (!validate) validators.set(key, (validate = ajv.compile(schema)));
  if (validate(body)) return undefined;
  const problems = (validate.errors ?? []).map(
    ({ instancePath, message, params }) =>
      `body${instancePath} ${message}${'additionalProperty' in params ? ` (${String(params.additionalProperty)})` : ''}`,
  );
  return `${method} ${path} answers ${status} with a body ${operation.template} never gives: ${problems.join(', ')}`;
}

const breaches: string[] = [];

/**
 * Notes an answer a test gives in the server's place that the server could not give; the test
 * fails when it ends (the app under test may well survive a wrong answer, so the check cannot
 * rely on it failing).
 */
export function checkAnswer(method: string, path: string, status: number, body: unknown): void {
  const breach = contractBreach(method, path, status, body);
  if (breach) breaches.push(breach);
}

/** Checks a `Response` made by a test's stand-in for `fetch` (its JSON body, if it has one). */
export async function checkResponse(method: string, url: string, response: Response): Promise<void> {
  const { pathname } = new URL(url, 'http://sofra.test');
  if (!pathname.startsWith('/api/')) return;
  const text = await response.clone().text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = text;
  }
  checkAnswer(method, pathname, response.status, body);
}

afterEach(() => {
  if (breaches.length === 0) return;
  const found = breaches.splice(0).join('\n');
  throw new Error(`The test answered the app as the server never would:\n${found}`);
});

/** Fails at once when `body` is not what the server could answer with `status`. */
export function expectAnswerInContract(method: string, path: string, status: number, body: unknown): void {
  const breach = contractBreach(method, path, status, body);
  if (breach) throw new Error(breach);
}
