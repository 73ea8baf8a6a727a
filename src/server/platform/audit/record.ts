import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { StaffUser } from '../../../shared/schemas/user.js';
import type { AuditAction, AuditResource } from '../../../shared/schemas/audit.js';
import type { Database } from '../db/schema.js';
import { changedFields } from './diff.js';

/** One staff change, with the record as the API returned it before and after. */
export interface StaffChange {
  /** When, by the server's clock (the same `now()` the change itself was stamped with). */
  at: Date;
  /** Who: the signed-in staff user (`staffOf(request)`). */
  by: StaffUser;
  action: AuditAction;
  resource: AuditResource;
  /** Null for a reorder. */
  recordId: number | null;
  /** The record before the change; null for a create. */
  before: object | null;
  /** The record after the change; null for a delete. */
  after: object | null;
}

/**
 * Writes one event to the change history. Call it with the transaction that makes the change,
 * as its last step: if the change fails or is rolled back, so is its event, and a change that
 * commits always has one. Password fields are never written, nor are fields that did not
 * change; a save that changed nothing writes nothing (and answers false).
 *
 * It also logs one `info` line saying who changed which record how, never the values: they
 * may be customers' names, phone numbers and debts, and logs travel further than the database.
 */
export async function recordAuditEvent(trx: Kysely<Database>, change: StaffChange, log: FastifyBaseLogger): Promise<boolean> {
  const changes = changedFields(change.before, change.after);
  // A create or a delete is news even with no field to show; a save or a reorder that changed nothing is not.
  if (Object.keys(changes).length === 0 && (change.action === 'update' || change.action === 'reorder')) return false;
  await trx
    .insertInto('auditEvents')
    .values({
      at: change.at.toISOString(),
      userId: change.by.id,
      userName: change.by.name,
      action: change.action,
      resource: change.resource,
      recordId: change.recordId,
      changes: JSON.stringify(changes),
    })
    .execute();
  log.info(
    {
      audit: {
        userId: change.by.id,
        userName: change.by.name,
        action: change.action,
        resource: change.resource,
        recordId: change.recordId,
        fields: Object.keys(changes),
      },
    },
    'staff change',
  );
  return true;
}
