import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../../src/server/app.js';
import { startTestApp, type TestApp } from '../../support/app.js';

/**
 * What the server wrote on a raw connection: status, headers (lower-case names) and JSON body.
 */
function answerOf(raw: string): { status: number; headers: Record<string, string>; body: unknown } {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as unknown };
}

/**
 * A client that opens connections and sends its request a byte at a time holds a socket and
 * memory for as long as it likes, unless the server sets a limit. The real server, listening on
 * 127.0.0.1, with raw sockets: with a request timeout of half a second (REQUEST_TIMEOUT_MS) the
 * test stays short; the default is 30 s.
 */
const TIMEOUT_MS = 500;

let t: TestApp | undefined;
const sockets: net.Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await t?.close();
  t = undefined;
});

async function listening(env: Record<string, string>): Promise<number> {
  t = await startTestApp({ env });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as net.AddressInfo).port;
}

interface Connection {
  socket: net.Socket;
  /** Everything the server sent. */
  received(): string;
  /** Resolves with the time the server took to close the connection, or null if it was still open after `ms`. */
  closedWithin(ms: number): Promise<number | null>;
}

async function connect(port: number): Promise<Connection> {
  const socket = net.connect({ port, host: '127.0.0.1' });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const opened = Date.now();
  let data = '';
  let closedAt: number | null = null;
  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      closedAt = Date.now();
      resolve();
    }),
  );
  socket.on('data', (chunk: Buffer) => (data += chunk.toString()));
  socket.on('error', () => undefined);
  return {
    socket,
    received: () => data,
    async closedWithin(ms) {
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, ms))]);
      return closedAt === null ? null : closedAt - opened;
    },
  };
}

/** Sends `text` one byte every `everyMs` until the socket closes. */
function drip(connection: Connection, text: string, everyMs: number): () => void {
  let at = 0;
  const timer = setInterval(() => {
    if (connection.socket.destroyed || at >= text.length) return;
    connection.socket.write(text[at]!);
    at += 1;
  }, everyMs);
  return () => clearInterval(timer);
}

describe('slow requests', { timeout: 10_000 }, () => {
  it('a body sent a byte at a time is cut off with 408 once the request timeout has passed', async () => {
    const port = await listening({ REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) });
    const connection = await connect(port);
    const body = JSON.stringify({ name: 'Yavaş', rating: 5, comment: 'x'.repeat(200) });
    connection.socket.write(
      `POST /api/products/1/reviews HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    const stop = drip(connection, body, 50);
    try {
      const closedAfter = await connection.closedWithin(TIMEOUT_MS * 6);
      expect(closedAfter, 'the connection was still open').not.toBeNull();
      expect(closedAfter!).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
      expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
      expect(answerOf(connection.received())).toMatchObject({ body: { error: 'request_timeout', message: expect.any(String) } });
    } finally {
      stop();
    }
  });

  it('headers sent a byte at a time are cut off too', async () => {
    const port = await listening({ REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) });
    const connection = await connect(port);
    const stop = drip(connection, `GET /api/menu HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: ${'s'.repeat(200)}\r\n\r\n`, 50);
    try {
      expect(await connection.closedWithin(TIMEOUT_MS * 6), 'the connection was still open').not.toBeNull();
      expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      stop();
    }
  });

  it('a request sent in time is answered as usual', async () => {
    const port = await listening({ REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) });
    const response = await fetch(`http://127.0.0.1:${port}/api/menu`);
    expect(response.status).toBe(200);
  });
});

describe('connections per address', () => {
  it('an address holding the most connections allowed gets no more until one closes', async () => {
    const port = await listening({ MAX_CONNECTIONS_PER_ADDRESS: '3' });
    const held = [await connect(port), await connect(port), await connect(port)];
    const extra = await connect(port);
    expect(await extra.closedWithin(2000), 'the fourth connection was accepted').not.toBeNull();
    for (const connection of held) expect(await connection.closedWithin(50)).toBeNull();

    held[0]!.socket.destroy();
    await held[0]!.closedWithin(1000);
    // The server notices the close a moment later.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const response = await fetch(`http://127.0.0.1:${port}/api/menu`);
    expect(response.status).toBe(200);
  });

  it('connections from a trusted proxy are not counted: every guest arrives through it', async () => {
    const port = await listening({ MAX_CONNECTIONS_PER_ADDRESS: '3', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' });
    const held = await Promise.all(Array.from({ length: 6 }, () => connect(port)));
    for (const connection of held) expect(await connection.closedWithin(50)).toBeNull();
    const response = await fetch(`http://127.0.0.1:${port}/api/menu`);
    expect(response.status).toBe(200);
  });
});

describe('requests Node cannot read', () => {
  it.each([
    ['a garbage request line', 'GARBAGE\r\n\r\n', 400, 'bad_request'],
    ['an unknown method', 'BREW /pot HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', 400, 'bad_request'],
    ['a header line without a colon', 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nnonsense\r\n\r\n', 400, 'bad_request'],
    ['headers over the size limit', `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`, 431, 'headers_too_large'],
  ] as const)('%s gets the API’s error body and the security headers', async (_, request, status, error) => {
    const port = await listening({});
    const connection = await connect(port);
    connection.socket.write(request);
    expect(await connection.closedWithin(3000), 'the connection was still open').not.toBeNull();
    const answer = answerOf(connection.received());
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.body).toEqual({ error, message: expect.any(String) });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['x-frame-options']).toBe('DENY');
  });
});

describe('Expect: 100-continue', () => {
  const head = (length: number) =>
    'POST /api/products/1/reviews HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
    `Content-Length: ${length}\r\nExpect: 100-continue\r\n\r\n`;

  it('a body over the limit is refused with 413 at once, never invited with 100 Continue', async () => {
    const port = await listening({});
    const connection = await connect(port);
    connection.socket.write(head(BODY_LIMIT_BYTES + 1));
    expect(await connection.closedWithin(3000), 'the connection was still open').not.toBeNull();
    expect(connection.received()).not.toContain('100 Continue');
    const answer = answerOf(connection.received());
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      error: 'payload_too_large',
      message: 'İstek gövdesi çok büyük.',
      requestId: answer.headers['x-request-id'],
    });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a body within the limit is invited with 100 Continue and then answered', async () => {
    const port = await listening({});
    const connection = await connect(port);
    const body = JSON.stringify({ name: 'Sabırlı', rating: 5 });
    connection.socket.write(head(Buffer.byteLength(body)));
    await until(() => connection.received().includes('\r\n\r\n'));
    expect(connection.received()).toBe('HTTP/1.1 100 Continue\r\n\r\n');
    connection.socket.write(body);
    await until(() => /HTTP\/1\.1 201 /.test(connection.received()));
  });
});

async function until(condition: () => boolean, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the server');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
