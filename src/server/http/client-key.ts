import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

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

  /** The guest's device, as far as the server can tell: the address and the browser. */
  device(request: FastifyRequest): string {
    return this.hash(`device:${request.ip}|${request.headers['user-agent'] ?? ''}`);
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
