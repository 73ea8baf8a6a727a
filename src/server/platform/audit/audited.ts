import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AuditResource } from '../../../shared/schemas/audit.js';
import { staffOf } from '../auth/guards.js';
import type { DialectName } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import { recordAuditEvent } from './record.js';

/** Who makes a change, and when: the signed-in staff member, by the server's clock. */
export interface Actor {
  by: ReturnType<typeof staffOf>;
  at: Date;
  log: FastifyBaseLogger;
  dialect: DialectName;
}

export const actorOf = (request: FastifyRequest, dialect: DialectName, at: Date): Actor => ({
  by: staffOf(request),
  at,
  log: request.log,
  dialect,
});

/** Reads one record as the API answers it (the history keeps what staff saw, not columns). */
type Read = (trx: Kysely<Database>, id: number) => Promise<object>;

/**
 * Makes a change to record `id` and records it in the change history, in the caller's
 * transaction: an update or a delete locks the row and reads it first (so the "before" is the
 * record the change replaced, not one another save changed meanwhile), and an update reads it
 * again after. A change that fails leaves no event; one that commits always has one.
 */
export async function auditedChange<T>(
  trx: Transaction<Database>,
  actor: Actor,
  what: { action: 'update' | 'delete'; resource: AuditResource; id: number; read: Read },
  change: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const { action, resource, id, read } = what;
  if (actor.dialect === 'postgres') await sql`select 1 from ${sql.table(tableOf(resource))} where id = ${id} for update`.execute(trx);
  // A record that is not there is the change's own 404: let it say so.
  const before = await read(trx, id).catch(() => null);
  const result = await change(trx);
  const after = action === 'delete' ? null : await read(trx, id);
  if (before) await recordAuditEvent(trx, { at: actor.at, by: actor.by, action, resource, recordId: id, before, after }, actor.log);
  return result;
}

/**
 * Records that staff created record `id` (call after the insert, in its transaction). A photo
 * has a key rather than an id: its event has none (null), and names the photo in its fields.
 */
export async function auditedCreate<Id extends number | null>(
  trx: Transaction<Database>,
  actor: Actor,
  resource: AuditResource,
  id: Id,
  read: (trx: Kysely<Database>, id: Id) => Promise<object>,
): Promise<void> {
  const after = await read(trx, id);
  await recordAuditEvent(trx, { at: actor.at, by: actor.by, action: 'create', resource, recordId: id, before: null, after }, actor.log);
}

/** Records a new order of a whole list, as the ids before and after. */
export async function auditedReorder(
  trx: Transaction<Database>,
  actor: Actor,
  resource: AuditResource,
  before: number[],
  after: number[],
): Promise<void> {
  await recordAuditEvent(
    trx,
    { at: actor.at, by: actor.by, action: 'reorder', resource, recordId: null, before: { order: before }, after: { order: after } },
    actor.log,
  );
}

/** The resources are named as their tables are, but these two. */
const TABLES: Partial<Record<AuditResource, string>> = { tables: 'dining_tables', 'qr-settings': 'qr_settings' };
const tableOf = (resource: AuditResource): string => TABLES[resource] ?? resource;

/** auditedChange in a transaction of its own. */
export function changeAudited<T>(
  db: Kysely<Database>,
  actor: Actor,
  what: Parameters<typeof auditedChange>[2],
  change: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute((trx) => auditedChange(trx, actor, what, change));
}
