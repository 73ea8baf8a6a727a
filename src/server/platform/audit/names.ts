import { sql, type Kysely } from 'kysely';
import type { AuditEvent, AuditResource } from '../../../shared/schemas/audit.js';
import type { Database } from '../db/schema.js';

type Names = Map<number, string>;

/** How the change history names one kind of record. */
export interface RecordNames {
  /** The current names of the records with these ids (those still there). */
  read: (db: Kysely<Database>, ids: number[]) => Promise<Names>;
  /** The name a deleted record's events kept, from one of its fields before the delete or after the create. */
  kept: (field: (name: string) => string | null) => string | null;
}

/** Each kind of record's names, as the resources declare them (resources/index.ts); null for none. */
export type RecordNamers = Partial<Record<AuditResource, RecordNames | null>>;

export type NamedTable =
  'products' | 'categories' | 'tags' | 'ingredients' | 'campaigns' | 'accounts' | 'users' | 'diningTables' | 'stations';

/**
 * Records named by one text column of their table: a dish by its Turkish name, an account by
 * its customer; `label` words it as staff say it (a table's name as "Masa 5").
 */
export function namedBy<T extends NamedTable>(
  table: T,
  column: keyof Database[T] & string,
  label: (name: string) => string = (name) => name,
): RecordNames {
  // Any of these tables, for the query: each has an id, and `column` is one of this one's.
  const from: NamedTable = table;
  return {
    read: async (db, ids) => {
      const rows = await db
        .selectFrom(from)
        .select(['id', sql.ref<string>(column).as('name')])
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((row) => [row.id, label(row.name)]));
    },
    kept: (field) => {
      const name = field(column);
      return name && label(name);
    },
  };
}

/**
 * The names of the records a page of history is about, by their current name. A deleted
 * record is named by what the history kept of it (its name before the delete, or after the
 * create), and one with neither gets null: the page then shows its number.
 */
export async function withRecordNames(
  db: Kysely<Database>,
  namers: RecordNamers,
  events: Omit<AuditEvent, 'recordName'>[],
): Promise<AuditEvent[]> {
  const wanted = new Map<AuditResource, Set<number>>();
  for (const event of events) {
    if (event.recordId === null || !namers[event.resource]) continue;
    wanted.set(event.resource, (wanted.get(event.resource) ?? new Set()).add(event.recordId));
  }
  const found = new Map<AuditResource, Names>();
  for (const [resource, ids] of wanted) found.set(resource, await namers[resource]!.read(db, [...ids]));
  const named = events.map((event) => ({
    ...event,
    recordName: (event.recordId !== null && found.get(event.resource)?.get(event.recordId)) || keptName(namers, event),
  }));
  // A deleted record's other events (a review hidden, then deleted) take the name its delete kept.
  for (const [resource, ids] of gone(namers, named)) {
    const kept = await db
      .selectFrom('auditEvents')
      .select(['resource', 'recordId', 'changes'])
      .where('resource', '=', resource)
      .where('recordId', 'in', ids)
      .where('action', 'in', ['delete', 'create'])
      .execute();
    for (const row of kept) {
      const name = keptName(namers, { resource: row.resource, changes: JSON.parse(row.changes) as AuditEvent['changes'] });
      if (name === null) continue;
      for (const event of named) {
        if (event.recordName === null && event.resource === row.resource && event.recordId === row.recordId) event.recordName = name;
      }
    }
  }
  return named;
}

/** The records of `events` that have a name of their own but are gone from their table. */
function gone(namers: RecordNamers, events: AuditEvent[]): Map<AuditResource, number[]> {
  const byResource = new Map<AuditResource, number[]>();
  for (const { resource, recordId, recordName } of events) {
    if (recordName !== null || recordId === null || !namers[resource]) continue;
    byResource.set(resource, [...(byResource.get(resource) ?? []), recordId]);
  }
  return byResource;
}

/** The name a deleted record's event kept: its fields before the delete, or after its create. */
function keptName(namers: RecordNamers, { resource, changes }: Pick<AuditEvent, 'resource' | 'changes'>): string | null {
  const kept = (field: string): string | null => {
    const change = changes[field];
    const value = change?.before ?? change?.after;
    return typeof value === 'string' && value !== '' ? value : null;
  };
  return namers[resource]?.kept(kept) ?? null;
}
