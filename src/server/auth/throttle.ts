import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Login throttling, kept in the database so every instance sees the same counts.
 * Per user name: 5 failures in 15 minutes lock that name, from any address. Per address:
 * 20 failures, so one machine cannot try many names.
 */
export const LOGIN_THROTTLE = { windowMs: 15 * 60 * 1000, perUser: 5, perClient: 20 } as const;

export interface ThrottleKeys {
  userKey: string;
  clientKey: string;
}

/** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
export async function loginRetryAfter(db: Kysely<Database>, keys: ThrottleKeys, now: Date): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_THROTTLE.windowMs).toISOString();
  const waits = await Promise.all([
    waitFor(db, 'userKey', keys.userKey, LOGIN_THROTTLE.perUser, since, now),
    waitFor(db, 'clientKey', keys.clientKey, LOGIN_THROTTLE.perClient, since, now),
  ]);
  return Math.max(...waits);
}

async function waitFor(
  db: Kysely<Database>,
  column: 'userKey' | 'clientKey',
  key: string,
  limit: number,
  since: string,
  now: Date,
): Promise<number> {
  const recent = await db
    .selectFrom('loginFailures')
    .select('at')
    .where(column, '=', key)
    .where('at', '>', since)
    .orderBy('at', 'desc')
    .limit(limit)
    .execute();
  if (recent.length < limit) return 0;
  // The attempt becomes possible again when the oldest of the last `limit` failures leaves the window.
  const oldest = new Date(recent[recent.length - 1]!.at).getTime();
  return Math.max(1, Math.ceil((oldest + LOGIN_THROTTLE.windowMs - now.getTime()) / 1000));
}

export async function recordLoginFailure(db: Kysely<Database>, keys: ThrottleKeys, now: Date): Promise<void> {
  await db.insertInto('loginFailures').values({ ...keys, at: now.toISOString() }).execute();
  // Old rows only cost space.
  const before = new Date(now.getTime() - LOGIN_THROTTLE.windowMs).toISOString();
  await db.deleteFrom('loginFailures').where('at', '<', before).execute();
}

export async function clearLoginFailures(db: Kysely<Database>, userKey: string): Promise<void> {
  await db.deleteFrom('loginFailures').where('userKey', '=', userKey).execute();
}
