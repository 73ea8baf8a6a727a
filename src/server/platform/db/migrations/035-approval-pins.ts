import type { Kysely } from 'kysely';

/**
 * An admin's approval PIN (D60): typed on a waiter's phone, it lets a discount, an ikram or a
 * void above the owner's limit through without the admin signing in there.
 *
 * `users.pin_hash`: argon2id of the PIN, like a password (null: no PIN, no approvals by PIN).
 * `users.pin_failures`, `users.pin_failed_at`: wrong PINs in a row and the last one's time;
 * after five, the PIN approves nothing until fifteen minutes have passed since the last.
 */
export function approvalPins() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('users').addColumn('pin_hash', 'text').execute();
      await db.schema
        .alterTable('users')
        .addColumn('pin_failures', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('users').addColumn('pin_failed_at', 'text').execute();
    },
  };
}
