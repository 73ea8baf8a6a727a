import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '../../../src/shared/schemas/media.js';
import { startTestApp, type TestApp } from '../../support/app.js';
import { jpegOf, multipart, noise, photoForm, pngBomb } from '../../support/photos.js';
import { signIn } from '../../support/staff.js';

/**
 * Uploads over real connections, as browsers and scripts send them: kept alive from one request
 * to the next, and with `Expect: 100-continue`, which only exist on a socket (app.inject has
 * neither). The request timeout is 15 s here: a request left waiting shows as a 408 well after
 * what "at once" allows (2 s), while a refused 25 MB body still has time to arrive in full on a
 * machine busy with other test files (at 5 s it once did not, and was answered 408, not 413).
 */
const TIMEOUT_MS = 15_000;

let t: TestApp;
let port: number;
let cookie: string;
beforeAll(async () => {
  t = await startTestApp({ env: { REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) } });
  cookie = await signIn(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
  ms: number;
}

/** One client connection: requests written as bytes, answers read one at a time. */
class Connection {
  private data = Buffer.alloc(0);
  private waiting: (() => void) | undefined;
  closed = false;

  private constructor(readonly socket: net.Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.data = Buffer.concat([this.data, chunk]);
      this.waiting?.();
    });
    socket.on('close', () => {
      this.closed = true;
      this.waiting?.();
    });
    socket.on('error', () => undefined);
  }

  static async open(): Promise<Connection> {
    const socket = net.connect({ port, host: '127.0.0.1' });
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    return new Connection(socket);
  }

  /** The head of an upload of `form`, with the session unless `signedIn` is false. */
  head(form: { payload: Buffer; contentType: string }, { signedIn = true, expect = false, length = form.payload.length } = {}): string {
    return (
      `POST /api/admin/media HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
      (signedIn ? `Cookie: ${cookie}\r\n` : '') +
      (expect ? 'Expect: 100-continue\r\n' : '') +
      `Content-Type: ${form.contentType}\r\nContent-Length: ${length}\r\n\r\n`
    );
  }

  /** Writes a request; resolves once the server has taken every byte, or has closed the connection. */
  async write(bytes: string | Buffer): Promise<void> {
    if (this.closed) return;
    await new Promise<void>((resolve) => this.socket.write(bytes, () => resolve()));
  }

  /** The next answer: an interim 100 Continue, or a final one with its body (read by Content-Length). */
  async answer(ms = TIMEOUT_MS * 3): Promise<Answer> {
    const started = Date.now();
    const deadline = started + ms;
    for (;;) {
      const end = this.data.indexOf('\r\n\r\n');
      if (end >= 0) {
        const [statusLine = '', ...lines] = this.data.subarray(0, end).toString('latin1').split('\r\n');
        const headers = Object.fromEntries(
          lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
        );
        const length = Number(headers['content-length'] ?? 0);
        if (this.data.length >= end + 4 + length) {
          const body = this.data.subarray(end + 4, end + 4 + length).toString();
          this.data = this.data.subarray(end + 4 + length);
          return { status: Number(statusLine.split(' ')[1]), headers, body, ms: Date.now() - started };
        }
      }
      if (this.closed) throw new Error(`the server closed the connection without an answer: ${this.data.toString('latin1').slice(0, 300)}`);
      if (Date.now() > deadline) throw new Error(`no answer within ${ms} ms`);
      await new Promise<void>((resolve) => {
        this.waiting = resolve;
        setTimeout(resolve, 50);
      });
    }
  }

  /** Resolves true once the server closes the connection, false if it is still open after `ms`. */
  async closesWithin(ms: number): Promise<boolean> {
    const deadline = Date.now() + ms;
    while (!this.closed && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    return this.closed;
  }
}

/** The refused uploads of the sequence: each form and the status it gets. */
async function refusedForms(): Promise<[string, { payload: Buffer; contentType: string }, number][]> {
  const whole = await jpegOf(800, 600);
  const camera = await jpegOf(3000, 2000);
  return [
    ['25 MB', photoForm(Buffer.alloc(25 * 1024 * 1024, 0xff)), 413],
    [
      'an SVG',
      photoForm(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), { filename: 'a.svg', contentType: 'image/svg+xml' }),
      400,
    ],
    ['text named .jpg', photoForm(Buffer.from('not a photo at all')), 400],
    ['a truncated JPEG', photoForm(whole.subarray(0, whole.length / 2)), 400],
    ['a 20,000 × 20,000 PNG', photoForm(await pngBomb(20_000, 20_000), { filename: 'a.png', contentType: 'image/png' }), 400],
    ['a shape that is not one', photoForm(camera, { shape: 'round' }), 400],
    ['the file before its shape', multipart([{ name: 'file', filename: 'a.jpg', contentType: 'image/jpeg', data: camera }]), 400],
  ];
}

describe('uploads on a connection kept alive', { timeout: 60_000 }, () => {
  it('a run of refused uploads leaves the connection ready: an upload with no session next gets 401 at once, not 408', async () => {
    const noSession = photoForm(await jpegOf(1200, 900));
    let connection = await Connection.open();
    for (const [name, form, status] of await refusedForms()) {
      if (connection.closed) connection = await Connection.open();
      // Written in full before the answer is read, as a client that does not wait for it.
      void connection.write(Buffer.concat([Buffer.from(connection.head(form)), form.payload]));
      const answer = await connection.answer();
      expect(answer.status, `${name}: ${answer.body}`).toBe(status);
      if (answer.headers.connection === 'close') expect(await connection.closesWithin(2000), name).toBe(true);
    }
    if (connection.closed) connection = await Connection.open();
    await connection.write(Buffer.concat([Buffer.from(connection.head(noSession, { signedIn: false })), noSession.payload]));
    const answer = await connection.answer();
    expect(answer.status, answer.body).toBe(401);
    expect(answer.ms).toBeLessThan(2000);
    connection.socket.destroy();
  });

  it('the same run with Expect: 100-continue: each file is invited or refused at once, never left to wait for 408', async () => {
    let connection = await Connection.open();
    for (const [name, form, status] of await refusedForms()) {
      if (connection.closed) connection = await Connection.open();
      await connection.write(connection.head(form, { expect: true }));
      let answer = await connection.answer(4000);
      if (answer.status === 100) {
        await connection.write(form.payload);
        answer = await connection.answer();
      }
      expect(answer.status, `${name}: ${answer.body}`).toBe(status);
      if (answer.headers.connection === 'close') expect(await connection.closesWithin(2000), name).toBe(true);
    }
    connection.socket.destroy();
  });
});

describe('Expect: 100-continue on an upload', { timeout: 90_000 }, () => {
  it('a camera photo of a few megabytes is invited with 100 Continue, then stored', async () => {
    const form = photoForm(await noise(2400, 1800).jpeg({ quality: 95 }).toBuffer());
    expect(form.payload.length).toBeGreaterThan(1024 * 1024);
    const connection = await Connection.open();
    await connection.write(connection.head(form, { expect: true }));
    expect((await connection.answer(2000)).status).toBe(100);
    await connection.write(form.payload);
    // Processing takes a second or two, far more on a busy machine.
    const answer = await connection.answer(60_000);
    expect(answer.status, answer.body).toBe(201);
    connection.socket.destroy();
  });

  it('a declared 200 MB is refused with 413 at once, and never invited', async () => {
    const form = photoForm(Buffer.alloc(16));
    const connection = await Connection.open();
    await connection.write(connection.head(form, { expect: true, length: 200 * 1024 * 1024 }));
    const answer = await connection.answer(2000);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'validation', fields: { file: PHOTO_MESSAGES.tooLarge } });
    expect(await connection.closesWithin(2000)).toBe(true);
  });

  it('without a session: 401 at once, and the file is never invited', async () => {
    const form = photoForm(await jpegOf(1200, 900));
    const connection = await Connection.open();
    await connection.write(connection.head(form, { expect: true, signedIn: false }));
    const answer = await connection.answer(2000);
    expect(answer.status).toBe(401);
    expect(await connection.closesWithin(2000)).toBe(true);
  });
});
