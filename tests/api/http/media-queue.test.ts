import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.js';
import { jpegOf, photoForm } from '../../support/photos.js';
import { signIn } from '../../support/staff.js';

/**
 * Uploads that wait their turn in the photo queue (MEDIA_CONCURRENCY at a time), over real
 * connections: a connection's idle limit is twice REQUEST_TIMEOUT_MS, here 0.5 s, so a photo
 * that waits over a second behind others shows whether the server still answers it.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function listening(env: Record<string, string>): Promise<{ base: string; cookie: string }> {
  t = await startTestApp({ env: { REQUEST_TIMEOUT_MS: '500', MEDIA_CONCURRENCY: '1', ...env } });
  const cookie = await signIn(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { base: `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`, cookie };
}

/** Uploads over a connection of its own; answers the status and Retry-After, or the connection's error. */
async function uploadOver(base: string, cookie: string, file: Buffer): Promise<{ status: number; retryAfter: string | null } | string> {
  const { payload, contentType } = photoForm(file);
  try {
    const response = await fetch(`${base}/api/admin/media`, {
      method: 'POST',
      headers: { cookie, origin: base, 'content-type': contentType, connection: 'close' },
      body: new Uint8Array(payload),
    });
    await response.arrayBuffer();
    return { status: response.status, retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    return `connection lost: ${String((error as { cause?: unknown }).cause ?? error)}`;
  }
}

/** Different photos, so none is the same photo as another (each is processed): a phone camera's, or smaller. */
const photos = (count: number, width = 3000) => Promise.all(Array.from({ length: count }, () => jpegOf(width, (width * 3) / 4)));

describe('the photo queue', { timeout: 180_000 }, () => {
  it('uploads that wait longer than the idle limit behind others are all answered 201', async () => {
    const { base, cookie } = await listening({});
    const files = await photos(4, 1200);
    const started = Date.now();
    const answers = await Promise.all(files.map((file) => uploadOver(base, cookie, file)));
    // Processed one at a time: the last waited longer than its idle limit (1 s) for the others.
    expect(Date.now() - started).toBeGreaterThan(1000);
    expect(answers).toEqual(files.map(() => ({ status: 201, retryAfter: null })));
  });

  it('with the line full, one more upload is refused at once with 503 and Retry-After, and the others are answered', async () => {
    const { base, cookie } = await listening({ MEDIA_QUEUE_LENGTH: '1', REQUEST_TIMEOUT_MS: '30000' });
    const files = await photos(3);
    // The first is processed (a second or more), the second waits; the third finds the line full.
    const first = uploadOver(base, cookie, files[0]!);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = uploadOver(base, cookie, files[1]!);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const third = await uploadOver(base, cookie, files[2]!);
    expect(third).toEqual({ status: 503, retryAfter: '10' });
    expect(await first).toEqual({ status: 201, retryAfter: null });
    expect(await second).toEqual({ status: 201, retryAfter: null });
  });
});
