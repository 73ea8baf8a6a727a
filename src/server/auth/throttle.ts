import type { Kysely } from 'kysely';
import { lockKey, type DialectName } from '../db/dialect.js';
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

/**
 * Claims the right to check one password: counts the recent failures and, when under both
 * limits, records this attempt as a failure before the password is checked (a right password
 * clears it). Counting and recording happen under a lock on both keys, so of many guesses sent
 * at the same moment only `limit` are ever checked. Returns the seconds to wait, or 0.
 */
export async function claimLoginAttempt(db: Kysely<Database>, dialect: DialectName, keys: ThrottleKeys, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // Always the user's key first, then the address's: two claims never wait on each other in a circle.
    await lockKey(trx, dialect, `login-user:${keys.userKey}`);
    await lockKey(trx, dialect, `login-client:${keys.clientKey}`);
    const wait = await loginRetryAfter(trx, keys, now);
    if (wait === 0) await trx.insertInto('loginFailures').values({ ...keys, at: now.toISOString() }).execute();
    return wait;
  });
}

/** Old failures only cost space. */
export async function forgetOldLoginFailures(db: Kysely<Database>, now: Date): Promise<void> {
  const before = new Date(now.getTime() - LOGIN_THROTTLE.windowMs).toISOString();
  await db.deleteFrom('loginFailures').where('at', '<', before).execute();
}

/** After a successful sign-in: the attempt just claimed and the user's earlier failures are forgotten. */
export async function clearLoginFailures(db: Kysely<Database>, userKey: string): Promise<void> {
  await db.deleteFrom('loginFailures').where('userKey', '=', userKey).execute();
}
