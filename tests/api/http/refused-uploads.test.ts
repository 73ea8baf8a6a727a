import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '../../../src/shared/schemas/media.js';
import { startTestApp, type TestApp } from '../../support/app.js';
import { photoForm } from '../../support/photos.js';
import { signIn } from '../../support/staff.js';

/**
 * A file over the limit is refused with 413 and a message the page shows. Node's fetch (as a
 * script or a browser does) sends the whole body before it reads the answer: the server reads
 * what it refuses before it closes the connection, so the client reads the 413 and its message
 * instead of a reset connection. Over a real connection: app.inject has none.
 */
let t: TestApp;
let base: string;
let cookie: string;
beforeAll(async () => {
  t = await startTestApp({ env: { REQUEST_TIMEOUT_MS: '30000' } });
  cookie = await signIn(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
});
afterAll(() => t.close());

const MB = 1024 * 1024;

/** Posts `body` with Node's fetch, which sends all of it before reading the answer. */
async function post(path: string, body: Buffer | ReadableStream<Uint8Array>, contentType: string) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { cookie, origin: base, 'content-type': contentType },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  return { status: response.status, body: (await response.json()) as { message: string; fields?: Record<string, string> } };
}

/** `bytes` as a stream of 64 KB chunks: sent chunked, with no length the server could check first. */
const streamOf = (bytes: Buffer) => {
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, at + 64 * 1024));
      at += 64 * 1024;
    },
  });
};

/**
 * A client that writes the whole body before it reads (as a script does): every byte is taken,
 * no write fails on a reset, and the 413 with its message is there to read.
 */
async function sendWhole(path: string, contentType: string, body: Buffer) {
  const { port } = new URL(base);
  const socket = net.connect({ port: Number(port), host: '127.0.0.1' });
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  let answer = '';
  let failure = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
  socket.on('error', (error: NodeJS.ErrnoException) => (failure = String(error.code)));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${base}\r\nCookie: ${cookie}\r\n` +
      `Content-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`,
  );
  for (let at = 0; at < body.length && !socket.destroyed; at += 64 * 1024) {
    if (!socket.write(body.subarray(at, at + 64 * 1024)))
      await new Promise<void>((resolve) => socket.once('drain', resolve).once('close', resolve));
  }
  const sent = !socket.destroyed && failure === '';
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  socket.destroy();
  const [head = '', json = ''] = answer.split('\r\n\r\n');
  return { sent, failure, status: Number(head.split(' ')[1]), head: head.toLowerCase(), body: json };
}

describe('a refused upload over the limit, sent whole before the answer is read', { timeout: 120_000 }, () => {
  it('a 25 MB photo: every byte is taken, then 413 with the message on the file field', async () => {
    const form = photoForm(Buffer.alloc(25 * MB, 0xff));
    const answer = await sendWhole('/api/admin/media', form.contentType, form.payload);
    expect(answer).toMatchObject({ sent: true, failure: '', status: 413 });
    expect(answer.body).toContain(JSON.stringify(PHOTO_MESSAGES.tooLarge));
  });

  it('a 12 MB menu file: every byte is taken, then 413 with the message', async () => {
    const body = Buffer.from(JSON.stringify({ file: Buffer.alloc(12 * MB, 0x41).toString('base64'), apply: false, basis: [] }));
    const answer = await sendWhole('/api/admin/products/import', 'application/json', body);
    expect(answer).toMatchObject({ sent: true, failure: '', status: 413 });
    expect(answer.body).toContain('İstek gövdesi çok büyük.');
  });

  it('a 12 MB translations file: every byte is taken, then 413 with the message', async () => {
    const body = Buffer.from(JSON.stringify({ file: 'x'.repeat(12 * MB), apply: false }));
    const answer = await sendWhole('/api/admin/translations/de/import', 'application/json', body);
    expect(answer).toMatchObject({ sent: true, failure: '', status: 413 });
    expect(answer.body).toContain('İstek gövdesi çok büyük.');
  });
});

describe('a refused upload over the limit, read by Node’s fetch', { timeout: 120_000 }, () => {
  it('a 25 MB photo: 413 with the message on the file field', async () => {
    const form = photoForm(Buffer.alloc(25 * MB, 0xff));
    const answer = await post('/api/admin/media', form.payload, form.contentType);
    expect(answer.status).toBe(413);
    expect(answer.body.fields?.file).toBe(PHOTO_MESSAGES.tooLarge);
  });

  it('a 25 MB photo sent chunked, with no length: 413 with the message', async () => {
    const form = photoForm(Buffer.alloc(25 * MB, 0xff));
    const answer = await post('/api/admin/media', streamOf(form.payload), form.contentType);
    expect(answer.status).toBe(413);
    expect(answer.body.fields?.file).toBe(PHOTO_MESSAGES.tooLarge);
  });

  it('a 6 MB menu file (the import takes 2 MB): 413 with a message', async () => {
    const body = Buffer.from(JSON.stringify({ file: Buffer.alloc(6 * MB, 0x41).toString('base64'), apply: false, basis: [] }));
    const answer = await post('/api/admin/products/import', body, 'application/json');
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('İstek gövdesi çok büyük.');
  });

  it('a 12 MB translations file (the import takes 2 million characters): 413 with a message', async () => {
    const body = Buffer.from(JSON.stringify({ file: 'x'.repeat(12 * MB), apply: false }));
    const answer = await post('/api/admin/translations/de/import', body, 'application/json');
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('İstek gövdesi çok büyük.');
  });

  it('keeps serving on the next connection afterwards', async () => {
    expect((await fetch(`${base}/api/menu`)).status).toBe(200);
  });
});
