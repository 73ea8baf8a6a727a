import type { Kysely } from 'kysely';
import { lockKey, type DialectName } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http/errors.js';

/**
 * Login throttling that guessers cannot turn against the owner, kept in the database so every
 * instance sees the same counts (docs/api.md, "Login throttling").
 *
 * - A trusted browser (one holding a valid device cookie for the name, ./device-cookie.ts)
 *   has a budget of its own: `perDevice` failures an hour, never a wait. Failures from other
 *   clients never touch it. Past its budget the cookie is not trusted (the browser is treated
 *   like any other client) until those failures are an hour old (OWASP's device lockout).
 * - Any other client waits after failures: once a user name has had `freePerName` failures in
 *   the last hour, its next attempt must come 1 s after the last failure, then 2, 4, 8, 16,
 *   and at most 30 s (doubling with each further failure); the same from one address after
 *   `freePerAddress` failures, whatever the names tried. On top of that an account takes at
 *   most `perAccount` failures an hour, and an address `perAddress`, from such clients.
 *
 * A guesser spread over many addresses thus gets at most 100 password checks an hour per
 * name (about one every 30 s), while the owner's own browser signs in at the first try.
 */
export const LOGIN_THROTTLE = {
  windowMs: 60 * 60 * 1000,
  perDevice: 10,
  freePerName: 5,
  freePerAddress: 10,
  firstWaitSeconds: 1,
  longestWaitSeconds: 30,
  perAccount: 100,
  perAddress: 50,
} as const;

export interface ThrottleKeys {
  /** Keyed hash of the folded user name. */
  userKey: string;
  /** Keyed hash of the client's address. */
  clientKey: string;
}

/** The right to check one password (its failure is already recorded), or how long to wait. */
export type LoginClaim = { id: number; deviceKey: string | null } | { retryAfter: number };

/** The wait after `failures` recent failures of one name or address, in seconds. */
export function progressiveWait(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(LOGIN_THROTTLE.longestWaitSeconds, LOGIN_THROTTLE.firstWaitSeconds * 2 ** (failures - free));
}

/** Seconds until a client without a trusted device may try `keys`, or 0 when it may now. */
export async function untrustedRetryAfter(db: Kysely<Database>, keys: ThrottleKeys, now: Date): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_THROTTLE.windowMs).toISOString();
  const [byName, byAddress] = await Promise.all([
    recentUntrustedFailures(db, 'userKey', keys.userKey, since, LOGIN_THROTTLE.perAccount),
    recentUntrustedFailures(db, 'clientKey', keys.clientKey, since, LOGIN_THROTTLE.perAddress),
  ]);
  const until = Math.max(
    allowedFrom(byName, LOGIN_THROTTLE.freePerName, LOGIN_THROTTLE.perAccount),
    allowedFrom(byAddress, LOGIN_THROTTLE.freePerAddress, LOGIN_THROTTLE.perAddress),
  );
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/** The times (ms) of the latest `limit` failures of one name or address, newest first. */
async function recentUntrustedFailures(
  db: Kysely<Database>,
  column: 'userKey' | 'clientKey',
  key: string,
  since: string,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('loginFailures')
    .select('at')
    .where(column, '=', key)
    .where('deviceKey', 'is', null)
    .where('at', '>', since)
    .orderBy('at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => Date.parse(row.at));
}

/** When the next attempt may come (ms), given the failures in the window, newest first. */
function allowedFrom(failures: number[], free: number, limit: number): number {
  if (failures.length < free) return 0;
  const afterWait = failures[0]! + progressiveWait(failures.length, free) * 1000;
  // At the limit, not before the oldest of the last `limit` failures leaves the window.
  const afterLimit = failures.length >= limit ? failures[limit - 1]! + LOGIN_THROTTLE.windowMs : 0;
  return Math.max(afterWait, afterLimit);
}

/**
 * Claims the right to check one password, recording the attempt as a failure before the
 * password is checked (a right password forgets it). With a trusted device's key, the claim
 * counts against that device alone; past the device's budget, or without a device, it counts
 * against the name and the address. Counting and recording happen under a lock on the keys,
 * so of many guesses sent at the same moment no more are checked than the limits allow. The
 * clock is read as the claim is made: a claim that waited in line (below) is dated when its turn came.
 */
export async function claimLoginAttempt(
  db: Kysely<Database>,
  dialect: DialectName,
  keys: ThrottleKeys,
  deviceKey: string | null,
  clock: () => Date,
): Promise<LoginClaim> {
  if (deviceKey !== null) {
    const claim = await claimAsDevice(db, dialect, keys, deviceKey, clock());
    if (claim) return claim;
  }
  return claimUntrusted(db, dialect, keys, clock);
}

async function claimAsDevice(
  db: Kysely<Database>,
  dialect: DialectName,
  keys: ThrottleKeys,
  deviceKey: string,
  now: Date,
): Promise<LoginClaim | null> {
  return db.transaction().execute(async (trx) => {
    // Only this device's own attempts wait on this lock, never a guesser's.
    await lockKey(trx, dialect, `login-device:${deviceKey}`);
    const since = new Date(now.getTime() - LOGIN_THROTTLE.windowMs).toISOString();
    const { failures } = await trx
      .selectFrom('loginFailures')
      .select((eb) => eb.fn.countAll<number | string>().as('failures'))
      .where('deviceKey', '=', deviceKey)
      .where('at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(failures) >= LOGIN_THROTTLE.perDevice) return null;
    const { id } = await trx
      .insertInto('loginFailures')
      .values({ ...keys, deviceKey, at: now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, deviceKey };
  });
}

/**
 * The untrusted claims on one name that this process is making, one after another. Guesses
 * sent at the same moment queue here, holding no database connection, instead of each taking
 * one of the pool's connections to wait on the name's lock: a storm of a thousand guesses at
 * one name then uses one connection at a time, and the owner's browser, the menu and the
 * back office find the pool free. (The database's lock still orders claims across processes.)
 */
const claimsInLine = new Map<string, Promise<unknown>>();

function inLine<T>(key: string, claim: () => Promise<T>): Promise<T> {
  const ahead = claimsInLine.get(key) ?? Promise.resolve();
  const mine = ahead.then(claim, claim);
  const settled = mine.then(
    () => undefined,
    () => undefined,
  );
  claimsInLine.set(key, settled);
  void settled.then(() => {
    if (claimsInLine.get(key) === settled) claimsInLine.delete(key);
  });
  return mine;
}

function claimUntrusted(db: Kysely<Database>, dialect: DialectName, keys: ThrottleKeys, clock: () => Date): Promise<LoginClaim> {
  return inLine(keys.userKey, () => claimUntrustedNow(db, dialect, keys, clock()));
}

async function claimUntrustedNow(db: Kysely<Database>, dialect: DialectName, keys: ThrottleKeys, now: Date): Promise<LoginClaim> {
  // Most guesses of a throttled name end here, without a transaction or a lock to queue for.
  const early = await untrustedRetryAfter(db, keys, now);
  if (early > 0) return { retryAfter: early };
  return db.transaction().execute(async (trx) => {
    // Always the user's key first, then the address's: two claims never wait on each other in a circle.
    await lockKey(trx, dialect, `login-user:${keys.userKey}`);
    await lockKey(trx, dialect, `login-client:${keys.clientKey}`);
    const retryAfter = await untrustedRetryAfter(trx, keys, now);
    if (retryAfter > 0) return { retryAfter };
    const { id } = await trx
      .insertInto('loginFailures')
      .values({ ...keys, deviceKey: null, at: now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, deviceKey: null };
  });
}

/**
 * After a right password: the claimed attempt is no failure. A trusted device's earlier
 * failures are forgotten too (they were its owner's typos); failures of the name from other
 * clients stay, so signing in never hands a guesser a fresh allowance.
 */
export async function forgetClaim(db: Kysely<Database>, claim: { id: number; deviceKey: string | null }): Promise<void> {
  await db.deleteFrom('loginFailures').where('id', '=', claim.id).execute();
  if (claim.deviceKey !== null) await db.deleteFrom('loginFailures').where('deviceKey', '=', claim.deviceKey).execute();
}

/** Old failures only cost space. */
export async function forgetOldLoginFailures(db: Kysely<Database>, now: Date): Promise<void> {
  const before = new Date(now.getTime() - LOGIN_THROTTLE.windowMs).toISOString();
  await db.deleteFrom('loginFailures').where('at', '<', before).execute();
}

/** 429 with `Retry-After`, and the wait in the staff's words. */
export function tooManyAttempts(retryAfter: number): HttpError {
  const wait = retryAfter < 60 ? `${retryAfter} saniye` : `${Math.ceil(retryAfter / 60)} dakika`;
  return new HttpError(429, 'too_many_requests', `Çok fazla başarısız giriş denemesi. Lütfen ${wait} sonra tekrar deneyin.`, undefined, {
    'retry-after': String(retryAfter),
  });
}
