import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLogger } from '../../src/server/platform/http/request-logger.js';

function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) } },
    childLoggerFactory: requestLogger,
    genReqId: () => 'req-7',
  });
  app.get('/quiet', async () => 'ok');
  app.get('/chatty', async (request) => {
    request.log.info({ table: 4 }, 'menu opened');
    request.log.child({ part: 'reviews' }).warn('slow');
    return 'ok';
  });
  return { app, lines };
}

describe('request loggers', () => {
  it('carry the request id and the bindings of what logs', async () => {
    const { app, lines } = appWithLog();
    await app.inject('/chatty');
    expect(lines.find((line) => line.msg === 'menu opened')).toMatchObject({ reqId: 'req-7', table: 4, level: 30 });
    expect(lines.find((line) => line.msg === 'slow')).toMatchObject({ reqId: 'req-7', part: 'reviews', level: 40 });
  });

  it('follow the server’s level', async () => {
    const { app, lines } = appWithLog();
    app.get('/debug', async (request) => {
      request.log.debug('not shown');
      return request.log.level;
    });
    expect((await app.inject('/debug')).body).toBe('info');
    expect(lines.some((line) => line.msg === 'not shown')).toBe(false);
  });

  it('are only made when a request logs', () => {
    let children = 0;
    const parent = { child: () => ((children += 1), parent) } as unknown as Parameters<typeof requestLogger>[0];
    const log = requestLogger(parent, { reqId: 'r' }, {});
    expect(children).toBe(0);
    log.child({ part: 'x' });
    expect(children).toBe(2); // the request's own logger, then the child asked for
  });
});
