import { sql, type Kysely } from 'kysely';
import { TABLE_COLUMNS, type Database } from '../../src/server/platform/db/schema.js';
import { sqlName } from './table-names.js';

type Table = keyof Database;

/**
 * What the fingerprint looks at, for every table db/schema.ts declares: its row count, and sums
 * that move when a row is inserted, updated (versions, update stamps, order) or deleted. A table
 * with an id of its own gives its highest; one without gives its newest row's creation (photos)
 * and the ids its rows link (links, former addresses), the first weighted so that moving a link
 * from one record to another shows.
 */
function partsOf(table: Table): string[] {
  const columns: Record<string, string> = TABLE_COLUMNS[table];
  const from = sqlName(table);
  const parts = [`(select count(*) from ${from})`];
  if (columns.id === 'integer') parts.push(`(select coalesce(max(id), 0) from ${from})`);
  else {
    // Such rows (photos) are added and removed, never changed: one replaced by another leaves the count.
    if ('createdAt' in columns) parts.push(`(select coalesce(max(created_at), '') from ${from})`);
    const links = Object.keys(columns)
      .filter((column) => column.endsWith('Id'))
      .map(sqlName);
    if (links.length > 0) parts.push(`(select coalesce(sum(${[`${links[0]} * 100003`, ...links.slice(1)].join(' + ')}), 0) from ${from})`);
  }
  if ('version' in columns) parts.push(`(select coalesce(sum(version), 0) from ${from})`);
  if ('updatedAt' in columns) parts.push(`(select coalesce(max(updated_at), '') from ${from})`);
  if ('sortOrder' in columns) parts.push(`(select coalesce(sum(sort_order * id), 0) from ${from})`);
  return [...parts, ...(CHANGES_WITHOUT_A_VERSION[table] ?? [])];
}

/** What changes in place without a version or an update stamp. */
const CHANGES_WITHOUT_A_VERSION: Partial<Record<Table, string[]>> = {
  // Staff hide and show reviews; a guest's honeypot marks one as spam.
  reviews: ['(select coalesce(sum(is_visible * id + 3 * is_spam * id), 0) from reviews)'],
  // A guest's event adds to a day's total.
  eventTotals: ['(select coalesce(sum(count), 0) from event_totals)'],
  // Every change to the menu moves its version.
  meta: ["(select coalesce(max(value), '') from meta where key = 'menu_version')"],
};

/** Sessions count only their number: a request may rightly note when a session was last used. */
const PARTS = (Object.keys(TABLE_COLUMNS) as Table[]).filter((table) => table !== 'sessions').flatMap(partsOf);

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
