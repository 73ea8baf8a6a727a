import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** The cookie naming a guest's device; only the review routes under this path read it. */
export const GUEST_COOKIE = 'sofra_guest';
export const GUEST_COOKIE_PATH = '/api/products';
/** A year: a phone stays one device across visits. */
const GUEST_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
const GUEST_FORMAT = 'g1';
const GUEST_ID = /^[A-Za-z0-9_-]{22}$/;

/** One cookie's value from a Cookie header, without a parser for every guest request. */
function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/**
 * Turns a guest's address into opaque keys for rate limits, so the database never holds
 * addresses. The secret lives in the database, so every instance computes the same keys.
 */
export class ClientKeys {
  private constructor(private readonly secret: string) {}

  static async load(db: Kysely<Database>): Promise<ClientKeys> {
    const candidate = randomBytes(32).toString('base64url');
    await db
      .insertInto('meta')
      .values({ key: 'client_key_secret', value: candidate })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const row = await db.selectFrom('meta').select('value').where('key', '=', 'client_key_secret').executeTakeFirstOrThrow();
    return new ClientKeys(row.value);
  }

  /** The guest's network address alone: many phones on the restaurant's Wi-Fi share it. */
  address(request: FastifyRequest): string {
    return this.hash(`ip:${request.ip}`);
  }

  /**
   * The guest's device: the identifier its cookie carries (GUEST_COOKIE), signed by the server,
   * so phones of one model on the restaurant's Wi-Fi (one address, one User-Agent) are each a
   * device of their own. A browser without a genuine one gets a new identifier, and `cookie` is
   * the Set-Cookie value that gives it to the browser; one that drops cookies gets a new device
   * at every request, which the address's ceiling bounds.
   */
  guestDevice(request: FastifyRequest): { key: string; cookie: string | null } {
    const held = this.verifiedGuestId(cookieValue(request.headers.cookie, GUEST_COOKIE));
    const id = held ?? randomBytes(16).toString('base64url');
    const key = this.hash(`guest-device:${id}`);
    if (held !== null) return { key, cookie: null };
    const secure = request.protocol === 'https' ? '; Secure' : '';
    const value = `${GUEST_FORMAT}.${id}.${this.guestSignature(id)}`;
    return {
      key,
      cookie: `${GUEST_COOKIE}=${value}; Path=${GUEST_COOKIE_PATH}; Max-Age=${GUEST_COOKIE_MAX_AGE}; HttpOnly; SameSite=Lax${secure}`,
    };
  }

  private verifiedGuestId(value: string | null): string | null {
    const [format, id, signature, ...rest] = value?.split('.') ?? [];
    if (format !== GUEST_FORMAT || id === undefined || signature === undefined || rest.length > 0 || !GUEST_ID.test(id)) return null;
    const expected = Buffer.from(this.guestSignature(id));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
  }

  private guestSignature(id: string): string {
    return createHmac('sha256', this.derive('guest-device-cookie')).update(`${GUEST_FORMAT}\n${id}`).digest('base64url');
  }

  /** Any other value (a user name) for a rate-limit key. */
  of(value: string): string {
    return this.hash(`value:${value}`);
  }

  /**
   * A key of its own for another use of the secret (signing device cookies), so no value made
   * for one purpose is ever valid for another.
   */
  derive(purpose: string): Buffer {
    return createHmac('sha256', this.secret).update(`key:${purpose}`).digest();
  }

  private hash(value: string): string {
    return createHmac('sha256', this.secret).update(value).digest('base64url').slice(0, 32);
  }
}
