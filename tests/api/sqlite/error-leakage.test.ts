import { Writable } from 'node:stream';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import { openSqliteFile, SQLITE_FILE_NAME } from '../../../src/server/platform/db/connect.js';
import { startTestApp } from '../../support/app.js';

describe('a database failure', () => {
  it('answers a generic message with a request id; the detail goes to the log only', async () => {
    const t = await startTestApp();
    await t.app.close();
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({ config: t.config, logger: { level: 'info', stream } });
    try {
      // Break the database under the running server.
      const sqlite = openSqliteFile(path.join(t.dataDir, SQLITE_FILE_NAME));
      sqlite.exec('drop table reviews');
      sqlite.close();

      const response = await app.inject('/api/products/1/reviews');
      expect(response.statusCode).toBe(500);
      const body = response.json();
      expect(body).toEqual({
        error: 'internal',
        message: 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.',
        requestId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-z]+$/),
      });
      expect(response.body).not.toMatch(/reviews|sqlite|select|stack/i);

      const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; err?: { message: string; stack: string } });
      const entry = logged.find((line) => line.err && line.reqId === body.requestId);
      expect(entry?.err?.message).toMatch(/no such table: reviews/);
      expect(entry?.err?.stack).toBeTruthy();
    } finally {
      await app.close();
      await t.close();
    }
  });
});
