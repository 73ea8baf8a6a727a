import fc from 'fast-check';
import type { z } from 'zod';
import { BODY_LIMIT_BYTES } from '../../src/server/app.js';

/**
 * Random and hostile request bodies for property-based tests (issue 7, item 2): wrong types,
 * huge strings, odd Unicode, prototype keys, fields a client must never set, numbers at the
 * edge of what JSON can say, malformed JSON and bodies that are not JSON at all.
 */

/** A request as a hostile client could send it: any text under any content type. */
export interface HostileRequest {
  text: string;
  contentType: string | undefined;
  /** A path id that names no record (a request that must answer 404), or undefined for a real one. */
  id?: string;
}

/** Raw JSON text spliced in where a value goes (by toJson): JSON.stringify cannot write -0, 1e400 or 9007199254740993. */
export const raw = (text: string) => `\u0001raw:${text}\u0001`;
const RAW_PATTERN = /"\\u0001raw:([^"\\]*)\\u0001"/g;

export function toJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(RAW_PATTERN, '$1');
}

const DEEP = 3000;

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  'pide\u0000; drop table products',
  '\ud800',
  'x\udfff',
  '\u202e\u0644\u0627',
  '\u200b\u200d',
  '\ufeff',
  'İıIi',
  'e\u0301\u0301\u0301',
  '🍕'.repeat(40),
  '<script>alert(1)</script>',
  "' or 1=1 --",
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-0',
  '0x10',
  '1,000.00',
  '١٢٣',
  '12.345',
  '999999999,99',
  '-1',
  '__proto__',
  'null',
  'true',
  '9'.repeat(400),
  'x'.repeat(3000),
  '../../etc/passwd',
  'javascript:alert(1)',
  'https://',
  'http://example.com/x.png',
  '2026-02-30',
  '#GGGGGG',
];

// PostgreSQL's integer columns (ids, versions, order, crops) hold -2^31 to 2^31 - 1: the largest
// must pass where an id may, one past either end must be refused before it reaches a column.
// 21474837 lira is 2^31 kuruş. fc.integer() below stays within 32 bits.
const HOSTILE_NUMBERS = [
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 + 1,
  5e-324,
  1,
  5,
  100,
  21474837,
  21474836.48,
];
// 9007199254740993 is 2^53 + 1, which JSON.parse rounds to 2^53.
const RAW_NUMBERS = ['-0', '1e400', '-1e400', '1E-400', '0.0000000000000000000001', '9'.repeat(400), '9007199254740993'].map(raw);

/** Keys a client must never be able to set, and keys that mean something to JavaScript itself. */
export const SENSITIVE_KEYS = [
  'id',
  'role',
  'version',
  'remainingDebt',
  'remainingDebtKurus',
  'priceKurus',
  'isSpam',
  'isVisible',
  'createdAt',
  'updatedAt',
  'passwordHash',
  'userId',
  'sortOrder',
  'order',
  'isAdmin',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
];

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(...RAW_NUMBERS),
  fc.constantFrom(true, false, null),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)), maxLength: 3 }),
  fc.double(),
  fc.integer(),
  fc.jsonValue({ maxDepth: 2 }),
  fc.constant(raw('['.repeat(DEEP) + ']'.repeat(DEEP))),
);

const PROTO_INJECTIONS = [
  '"__proto__":{"role":"admin","isAdmin":true}',
  '"constructor":{"prototype":{"isAdmin":true}}',
  '"nested":{"__proto__":{"isAdmin":true}}',
  `"deep":${'['.repeat(DEEP)}{"__proto__":{"isAdmin":true}}${']'.repeat(DEEP)}`,
];

const MALFORMED = [
  '',
  ' ',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":NaN}',
  '{"a":undefined}',
  '[1,2',
  'null',
  '"text"',
  '0',
  '{"a":1}{"b":2}',
  '{"a":01}',
  '\u0000',
  '{"a":"\\x41"}',
  '{"a":"\\ud800"}',
  '{"a" 1}',
  '\ufeff{}',
  '{}'.repeat(1000),
  '['.repeat(20_000),
];

const OTHER_CONTENT_TYPES = [
  undefined,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json-patch+json',
  'text/json',
];

/** Body mutations of a valid body: fields dropped, replaced by hostile values, and extra fields. */
function mutatedBody(base: Record<string, unknown>, schemaKeys: string[]): fc.Arbitrary<unknown> {
  const replaceable = [...new Set([...schemaKeys, ...Object.keys(base)])];
  return fc
    .record({
      drop: fc.subarray(Object.keys(base)),
      replace: replaceable.length > 0 ? fc.dictionary(fc.constantFrom(...replaceable), hostileValue, { maxKeys: 3 }) : fc.constant({}),
      extra: fc.dictionary(fc.oneof(fc.constantFrom(...SENSITIVE_KEYS), fc.string({ maxLength: 12 })), hostileValue, { maxKeys: 2 }),
    })
    .map(({ drop, replace, extra }) => {
      const body: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(base)) if (!drop.includes(key)) body[key] = value;
      // defineProperty, so that "__proto__" becomes an own key that JSON.stringify writes out.
      for (const [key, value] of [...Object.entries(replace), ...Object.entries(extra)]) {
        Object.defineProperty(body, key, { value, enumerable: true, writable: true, configurable: true });
      }
      return body;
    });
}

/** Odd but perhaps valid text in a valid body: the server must store it as it is, or refuse it, never fail. */
const oddText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfff',
    '\u202e\u0644\u0627',
    '\u200b',
    '\ufeffPide',
    'İSKENDER ıi',
    'e\u0301',
    '🍕🥙',
    '<b>x</b>',
    "O'Reilly",
    '\\',
    '%s%n',
    '\r\n',
    'https://example.com/p\u0000.png',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
);

function oddBody(base: Record<string, unknown>): fc.Arbitrary<unknown> {
  const textKeys = Object.keys(base).filter((key) => typeof base[key] === 'string');
  if (textKeys.length === 0) return fc.constant(base);
  return fc
    .dictionary(fc.constantFrom(...textKeys), oddText, { minKeys: 1, maxKeys: textKeys.length })
    .map((replace) => ({ ...base, ...replace }));
}

/** Requests aimed at one route, starting from a body its schema accepts. */
export function hostileRequests(base: Record<string, unknown>, schema: z.ZodType): fc.Arbitrary<HostileRequest> {
  const schemaKeys = 'shape' in schema && typeof schema.shape === 'object' && schema.shape ? Object.keys(schema.shape) : [];
  const body = fc.oneof(
    { weight: 8, arbitrary: mutatedBody(base, schemaKeys) },
    { weight: 2, arbitrary: oddBody(base) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>(
        [],
        [base],
        'text',
        0,
        null,
        true,
        Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`k${i}`, i])),
      ),
    },
  );
  const json = (text: string): HostileRequest => ({ text, contentType: 'application/json' });
  const firstText = Object.keys(base).find((key) => typeof base[key] === 'string') ?? 'filler';
  const baseText = toJson(base);
  // Each body past the limit is written once per route, when first drawn: a megabyte of JSON at
  // each draw was a tenth of the reliability run's 1,000 inputs a route.
  const oversized = new Map<number, HostileRequest>();
  const oversizedOf = (bytes: number): HostileRequest => {
    const request = oversized.get(bytes) ?? json(toJson({ ...base, [firstText]: 'x'.repeat(bytes) }));
    oversized.set(bytes, request);
    return request;
  };
  return fc.oneof(
    { weight: 12, arbitrary: body.map((value) => json(toJson(value))) },
    {
      weight: 1,
      arbitrary: fc.tuple(body, fc.constantFrom(...PROTO_INJECTIONS)).map(([value, injection]) => {
        const text = toJson(value);
        return json(text.startsWith('{') ? `{${injection}${text === '{}' ? '' : ','}${text.slice(1)}` : `{${injection}}`);
      }),
    },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED).map(json) },
    {
      weight: 1,
      arbitrary: fc.nat().map((n) => json(baseText.slice(0, n % Math.max(1, baseText.length)))),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(body, fc.constantFrom(...OTHER_CONTENT_TYPES))
        .map(([value, contentType]) => ({ text: toJson(value), contentType })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...OVERSIZED_BYTES).map(oversizedOf),
    },
  );
}

/** The sizes of the bodies sent past the server's limit: just past it, and far past it. */
const OVERSIZED_BYTES = [BODY_LIMIT_BYTES + 1, 200 * 1024, 1024 * 1024];

/** Path ids that name no record: not the canonical decimal form, out of range, or unknown. */
export const hostileId: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '-0',
    '+1',
    '01',
    '1.0',
    '1e0',
    '1e308',
    ' 1',
    '1 ',
    '0x1',
    'NaN',
    'Infinity',
    '__proto__',
    'constructor',
    '%00',
    '１',
    '١',
    '2147483648',
    '-2147483649',
    '4294967296',
    '9007199254740993',
    '99999999999999999999',
    // The largest id an integer column holds: a well-formed id the database is asked for, and has not.
    '2147483647',
    '999999',
    'null',
    'undefined',
    '1;DROP TABLE products',
    '[]',
    '{}',
  ),
  fc
    .string({ unit: 'binary', minLength: 1, maxLength: 12 })
    .filter((id) => isWellFormed(id) && id.trim() !== '' && !/^[0-9]+$/.test(id) && id !== 'order' && id !== '.' && id !== '..'),
);

/** Whether `text` has no lone surrogate, so it can be written in a URL. */
function isWellFormed(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the server must refuse the request: not JSON (nor text/plain, for a route that reads
 * it: `readsTextPlain`), too big, a prototype key, or a body the route's shared schema refuses. The schema is the oracle (D2: one source of rules).
 */
export function mustRefuse(request: HostileRequest, schema: z.ZodType, { readsTextPlain = false } = {}): boolean {
  // The same test as the server's: a JSON media type, whatever its parameters say (or text/plain, where the route reads it).
  const types = readsTextPlain ? /^(application\/json|text\/plain)\s*(;|$)/i : /^application\/json\s*(;|$)/i;
  if (request.contentType === undefined || !types.test(request.contentType)) return true;
  if (Buffer.byteLength(request.text) > BODY_LIMIT_BYTES) return true;
  let value: unknown;
  try {
    value = JSON.parse(request.text.replace(/^\ufeff/, ''));
  } catch {
    return true;
  }
  if (hasPrototypeKey(value)) return true;
  return !schema.safeParse(value).success;
}

function hasPrototypeKey(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (Object.prototype.hasOwnProperty.call(value, '__proto__')) return true;
  const record = value as Record<string, unknown>;
  if (
    Object.prototype.hasOwnProperty.call(value, 'constructor') &&
    typeof record.constructor === 'object' &&
    record.constructor !== null &&
    'prototype' in record.constructor
  ) {
    return true;
  }
  return Object.values(record).some(hasPrototypeKey);
}
