import type { Kysely } from 'kysely';
import { reviewRecordName } from '../../../shared/schemas/audit.js';
import type { AuditEvent, AuditResource } from '../../../shared/schemas/audit.js';
import { tableLabel } from '../../../shared/tables.js';
import type { Database } from '../db/schema.js';

type Names = Map<number, string>;

/**
 * Each kind of record's name as staff call it, read for the ids a page of history holds: a
 * dish by its Turkish name, an account by its customer, a table as guests read it ("Masa 5"),
 * a review by its dish and author. Photos, the restaurant's details and the QR settings have
 * no name of their own.
 */
const READ_NAMES: Partial<Record<AuditResource, (db: Kysely<Database>, ids: number[]) => Promise<Names>>> = {
  products: async (db, ids) => pairs(await db.selectFrom('products').select(['id', 'nameTr as name']).where('id', 'in', ids).execute()),
  categories: async (db, ids) => pairs(await db.selectFrom('categories').select(['id', 'nameTr as name']).where('id', 'in', ids).execute()),
  tags: async (db, ids) => pairs(await db.selectFrom('tags').select(['id', 'nameTr as name']).where('id', 'in', ids).execute()),
  ingredients: async (db, ids) =>
    pairs(await db.selectFrom('ingredients').select(['id', 'nameTr as name']).where('id', 'in', ids).execute()),
  campaigns: async (db, ids) => pairs(await db.selectFrom('campaigns').select(['id', 'titleTr as name']).where('id', 'in', ids).execute()),
  accounts: async (db, ids) =>
    pairs(await db.selectFrom('accounts').select(['id', 'customerName as name']).where('id', 'in', ids).execute()),
  users: async (db, ids) => pairs(await db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute()),
  tables: async (db, ids) =>
    new Map(
      (await db.selectFrom('diningTables').select(['id', 'name']).where('id', 'in', ids).execute()).map((row) => [
        row.id,
        tableLabel(row.name, 'Masa'),
      ]),
    ),
  reviews: async (db, ids) =>
    new Map(
      (
        await db
          .selectFrom('reviews')
          .innerJoin('products', 'products.id', 'reviews.productId')
          .select(['reviews.id as id', 'products.nameTr as dish', 'reviews.authorName as author'])
          .where('reviews.id', 'in', ids)
          .execute()
      ).map((row) => [row.id, reviewRecordName(row.dish, row.author)]),
    ),
};

const pairs = (rows: { id: number; name: string }[]): Names => new Map(rows.map((row) => [row.id, row.name]));

/**
 * The names of the records a page of history is about, by their current name. A deleted
 * record is named by what the history kept of it (its name before the delete, or after the
 * create), and one with neither gets null: the page then shows its number.
 */
export async function withRecordNames(db: Kysely<Database>, events: Omit<AuditEvent, 'recordName'>[]): Promise<AuditEvent[]> {
  const wanted = new Map<AuditResource, Set<number>>();
  for (const event of events) {
    if (event.recordId === null || !READ_NAMES[event.resource]) continue;
    wanted.set(event.resource, (wanted.get(event.resource) ?? new Set()).add(event.recordId));
  }
  const found = new Map<AuditResource, Names>();
  for (const [resource, ids] of wanted) found.set(resource, await READ_NAMES[resource]!(db, [...ids]));
  const named = events.map((event) => ({
    ...event,
    recordName: (event.recordId !== null && found.get(event.resource)?.get(event.recordId)) || keptName(event),
  }));
  // A deleted record's other events (a review hidden, then deleted) take the name its delete kept.
  for (const [resource, ids] of gone(named)) {
    const kept = await db
      .selectFrom('auditEvents')
      .select(['resource', 'recordId', 'changes'])
      .where('resource', '=', resource)
      .where('recordId', 'in', ids)
      .where('action', 'in', ['delete', 'create'])
      .execute();
    for (const row of kept) {
      const name = keptName({ resource: row.resource, changes: JSON.parse(row.changes) as AuditEvent['changes'] });
      if (name === null) continue;
      for (const event of named) {
        if (event.recordName === null && event.resource === row.resource && event.recordId === row.recordId) event.recordName = name;
      }
    }
  }
  return named;
}

/** The records of `events` that have a name of their own but are gone from their table. */
function gone(events: AuditEvent[]): Map<AuditResource, number[]> {
  const byResource = new Map<AuditResource, number[]>();
  for (const { resource, recordId, recordName } of events) {
    if (recordName !== null || recordId === null || !READ_NAMES[resource]) continue;
    byResource.set(resource, [...(byResource.get(resource) ?? []), recordId]);
  }
  return byResource;
}

/** The name a deleted record's event kept: its fields before the delete, or after its create. */
function keptName({ resource, changes }: Pick<AuditEvent, 'resource' | 'changes'>): string | null {
  const kept = (field: string): string | null => {
    const change = changes[field];
    const value = change?.before ?? change?.after;
    return typeof value === 'string' && value !== '' ? value : null;
  };
  if (resource === 'reviews') {
    const dish = kept('productNameTr');
    const author = kept('name');
    return dish && author ? reviewRecordName(dish, author) : null;
  }
  if (resource === 'tables') {
    const name = kept('name');
    return name && tableLabel(name, 'Masa');
  }
  if (resource === 'media' || resource === 'settings' || resource === 'qr-settings') return null;
  return kept('nameTr') ?? kept('titleTr') ?? kept('customerName') ?? kept('name');
}
