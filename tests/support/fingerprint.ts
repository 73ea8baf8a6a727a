import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema.js';

const VERSIONED = ['categories', 'products', 'tags', 'ingredients', 'campaigns', 'users', 'accounts', 'dining_tables'];

/**
 * What the fingerprint looks at: for every table its row count, and sums that move when a row
 * is inserted, updated (versions, update stamps, order, visibility, links) or deleted. Sessions
 * count only their number: a request may rightly note when a session was last used.
 */
const PARTS = [
  ...VERSIONED.flatMap((table) => [
    `(select count(*) from ${table})`,
    `(select coalesce(sum(version), 0) from ${table})`,
    `(select coalesce(max(id), 0) from ${table})`,
    `(select coalesce(max(updated_at), '') from ${table})`,
  ]),
  ...['categories', 'products'].map((table) => `(select coalesce(sum(sort_order * id), 0) from ${table})`),
  '(select count(*) from reviews)',
  '(select coalesce(max(id), 0) from reviews)',
  '(select coalesce(sum(is_visible * id + 3 * is_spam * id), 0) from reviews)',
  '(select count(*) from product_tags)',
  '(select coalesce(sum(product_id * 100003 + tag_id), 0) from product_tags)',
  '(select count(*) from product_ingredients)',
  '(select coalesce(sum(product_id * 100003 + ingredient_id), 0) from product_ingredients)',
  '(select count(*) from login_failures)',
  '(select coalesce(max(id), 0) from login_failures)',
  '(select count(*) from meta)',
  "(select coalesce(max(value), '') from meta where key = 'menu_version')",
  '(select count(*) from audit_events)',
  '(select count(*) from media_originals)',
  '(select count(*) from media)',
  "(select coalesce(max(created_at), '') from media)",
  '(select count(*) from media_variants)',
  '(select coalesce(sum(version), 0) from qr_settings)',
  "(select coalesce(max(updated_at), '') from qr_settings)",
];

const query = (parts: string[]) => sql.raw(`select ${parts.map((part, i) => `${part} as c${i}`).join(', ')}`);
const WITH_SESSIONS = query([...PARTS, '(select count(*) from sessions)']);
const WITHOUT_SESSIONS = query(PARTS);

/**
 * A cheap summary of the whole database in one query, the same on SQLite and PostgreSQL:
 * equal before and after a request means the request changed nothing. Leave out sessions where
 * a refused request may rightly delete one it found expired.
 */
export async function fingerprint(db: Kysely<Database>, { sessions = true } = {}): Promise<string> {
  const { rows } = await (sessions ? WITH_SESSIONS : WITHOUT_SESSIONS).execute(db);
  return Object.values(rows[0] as Record<string, unknown>)
    .map(String)
    .join('|');
}
