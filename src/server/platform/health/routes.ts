import type { Kysely } from 'kysely';
import type { ApiErrorBody } from '../../../shared/api-error.js';
import { z } from 'zod';
import { ping } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import { refusals, type Api } from '../http/contract.js';

/**
 * What an instance can still serve with, but someone should see to (a station's printer that
 * does not answer): each part registers a reader of its own, and /readyz lists what they say
 * beside `ready`. None of it takes the instance out of the load balancer.
 */
export class HealthWarnings {
  private readonly readers = new Map<string, () => string[]>();

  /** `name`'s warnings from now on, read at each probe. */
  register(name: string, read: () => string[]): void {
    this.readers.set(name, read);
  }

  list(): string[] {
    return [...this.readers.values()].flatMap((read) => read());
  }
}

/** How long readiness waits for the database's `select 1` before it says 503 (docs/deploy.md). */
export const READINESS_TIMEOUT_MS = 1_000;

/**
 * Load balancers and supervisors ask every few seconds; an answer they cached would say
 * nothing. These routes stand outside the scope of the pages' security headers (a hook on
 * every request), so they set nosniff themselves, as /api/menu does.
 */
const HEALTH_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/**
 * `GET /healthz`: the process is alive and its event loop answers (never touches the
 * database, so a database outage does not get healthy processes restarted).
 * `GET /readyz`: send this process traffic: the database answers within
 * READINESS_TIMEOUT_MS and shutdown has not begun; with the `warnings` of what needs someone.
 * Returns the switch that turns readiness off for good (serve.ts flips it on SIGTERM).
 */
export function healthRoutes(app: Api, db: Kysely<Database>, warnings: HealthWarnings): () => void {
  let shuttingDown = false;
  // Probes that arrive while one is waiting share it, so a hanging database is asked once,
  // not once per probe.
  let probe: Promise<void> | undefined;
  const askDatabase = () => (probe ??= ping(db).finally(() => (probe = undefined)));

  const tags = ['Sağlık'];
  app.get('/healthz', { schema: { tags, response: { 200: z.object({ status: z.literal('ok') }) } } }, (request, reply) => {
    reply.headers(HEALTH_HEADERS).header('x-request-id', request.id).send({ status: 'ok' });
  });

  const readySchema = {
    tags,
    response: {
      200: z.object({
        status: z.literal('ready'),
        warnings: z.array(z.string()).optional().describe('what still works but needs someone (a station’s printer not answering)'),
      }),
      ...refusals(503),
    },
  };
  app.get('/readyz', { schema: readySchema }, async (request, reply) => {
    reply.headers(HEALTH_HEADERS).header('x-request-id', request.id);
    if (shuttingDown) return reply.code(503).send(unavailable('Sunucu kapanıyor.'));
    const answer = await withinTimeLimit(askDatabase(), READINESS_TIMEOUT_MS);
    if (answer === 'ready') {
      const now = warnings.list();
      return reply.send(now.length === 0 ? { status: 'ready' } : { status: 'ready', warnings: now });
    }
    // Every probe of an outage would say the same: debug, not a warning per probe.
    request.log.debug(
      { err: answer === 'late' ? undefined : answer.error },
      `readiness: database ${answer === 'late' ? 'did not answer in time' : 'failed'}`,
    );
    return reply.code(503).send(unavailable(answer === 'late' ? 'Veritabanı zamanında yanıt vermedi.' : 'Veritabanı yanıt vermiyor.'));
  });

  return () => {
    shuttingDown = true;
  };
}

function unavailable(message: string): ApiErrorBody {
  return { error: 'unavailable', message };
}

async function withinTimeLimit(work: Promise<void>, ms: number): Promise<'ready' | 'late' | { error: unknown }> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(resolve, ms, 'late')));
  try {
    return await Promise.race([
      work.then(
        () => 'ready' as const,
        (error: unknown) => ({ error }),
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
