import type { Kysely } from 'kysely';

/**
 * Trusted browsers (docs/api.md, "Login throttling"): a failure from a browser holding a valid
 * device cookie is recorded with that device's key, so it counts against the device's own
 * budget and never against the name or the address other clients are throttled by. The
 * device cookie itself is signed and needs no table.
 */
export function loginDevices() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('login_failures').addColumn('device_key', 'text').execute();
      await db.schema.createIndex('login_failures_device_idx').on('login_failures').columns(['device_key', 'at']).execute();
    },
  };
}
