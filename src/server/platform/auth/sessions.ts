import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { StaffUser } from '../../../shared/schemas/user.js';
import type { Database } from '../db/schema.js';

export const SESSION_COOKIE = 'sofra_session';
/** A session not marked "remember me" ends after this long without use. */
export const IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** "Remember me" keeps the session this long from sign-in. */
export const REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
/** How stale `last_seen_at` may get before a request writes it again (one write a minute, not one a request). */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** The database keeps only a hash of the token, so a copy of the database opens no session. */
export function sessionId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Kysely<Database>,
  userId: number,
  persistent: boolean,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  // 256 random bits.
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + (persistent ? REMEMBER_MS : IDLE_TIMEOUT_MS));
  await db
    .insertInto('sessions')
    .values({
      id: sessionId(token),
      userId,
      persistent: persistent ? 1 : 0,
      createdAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
    })
    .execute();
  return { token, expiresAt };
}

/**
 * The signed-in staff user behind a cookie's token, or null when the session is unknown,
 * expired, or its user was deactivated. Expired sessions are deleted on sight.
 */
export async function resumeSession(db: Kysely<Database>, token: string, now: Date): Promise<{ id: string; user: StaffUser } | null> {
  const id = sessionId(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'sessions.persistent',
      'sessions.lastSeenAt',
      'sessions.expiresAt',
      'users.id as userId',
      'users.name',
      'users.role',
      'users.isActive',
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  if (row.isActive !== 1 || new Date(row.expiresAt) <= now) {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
    return null;
  }
  if (now.getTime() - new Date(row.lastSeenAt).getTime() > TOUCH_INTERVAL_MS) {
    const values: { lastSeenAt: string; expiresAt?: string } = { lastSeenAt: now.toISOString() };
    // Idle sessions slide; remembered ones end 30 days after sign-in.
    if (row.persistent !== 1) values.expiresAt = new Date(now.getTime() + IDLE_TIMEOUT_MS).toISOString();
    await db.updateTable('sessions').set(values).where('id', '=', id).execute();
  }
  return { id, user: { id: row.userId, name: row.name, role: row.role } };
}

export async function endSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/**
 * Signs a user out everywhere: after deactivation, deletion or a password change. Someone
 * changing their own password keeps the session they did it in (`keep`).
 */
export async function endSessionsOf(db: Kysely<Database>, userId: number, keep?: string): Promise<void> {
  let sessions = db.deleteFrom('sessions').where('userId', '=', userId);
  if (keep !== undefined) sessions = sessions.where('id', '!=', keep);
  await sessions.execute();
}
