import type { FastifyRequest } from 'fastify';
import { refusalLabel, type Metrics, type SignInRefusal } from '../metrics/metrics.js';

/**
 * What an operator learns of each sign-in: one info line in the log (with the request's id, as
 * every line of `request.log` has) and, when metrics are on, a count. Never the password, nor
 * the name that was typed: a mistyped name is often someone's password typed in the wrong box.
 */
export interface SignInRecords {
  succeeded(request: FastifyRequest, user: { id: number; name: string }): void;
  /** The staff member hears the same "wrong name or password" whatever the reason; only the log and the metrics tell them apart. */
  refused(request: FastifyRequest, reason: SignInRefusal, userId: number | undefined): void;
  /** Answered 429 before any password was checked (./throttle.ts). */
  throttled(request: FastifyRequest, retryAfterSeconds: number): void;
}

export function signInRecords(metrics: Metrics | undefined): SignInRecords {
  return {
    succeeded(request, user) {
      request.log.info({ userId: user.id, userName: user.name }, 'sign-in succeeded');
      metrics?.signIns.inc({ outcome: 'success' });
    },
    refused(request, reason, userId) {
      request.log.info({ reason, ...(userId === undefined ? {} : { userId }) }, 'sign-in refused');
      metrics?.signIns.inc({ outcome: 'failure', reason: refusalLabel(reason) });
    },
    throttled(request, retryAfterSeconds) {
      request.log.info({ retryAfterSeconds }, 'sign-in throttled');
      metrics?.signIns.inc({ outcome: 'throttled' });
    },
  };
}
