import type { Kysely } from 'kysely';

/**
 * The details a new restaurant starts with: only a name, every day without hours. A frozen copy
 * of shared/schemas/settings.ts's `DEFAULT_SETTINGS` as of this migration: a later change to the
 * app's defaults must not change the row this migration writes.
 */
const DEFAULT_SETTINGS = {
  restaurantName: 'Sofra',
  logo: '',
  address: '',
  phone: '',
  hours: [[], [], [], [], [], [], []],
  exceptions: [],
  wifiName: '',
  wifiPassword: '',
  instagram: '',
  googleReviewUrl: '',
  noteTr: '',
  noteEn: '',
};

/**
 * The restaurant's details ('Ayarlar'): one row (id 1), its fields a JSON document read and
 * saved whole (shared/schemas/settings.ts), with a version like every record staff edit. A
 * restaurant starts with only a name.
 */
export function settings() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('settings')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await (db as Kysely<{ settings: { id: number; data: string; version: number; updated_at: string } }>)
        .insertInto('settings')
        .values({ id: 1, data: JSON.stringify(DEFAULT_SETTINGS), version: 1, updated_at: new Date().toISOString() })
        .execute();
    },
  };
}
