import type { Kysely, SelectQueryBuilder } from 'kysely';
import { addDays } from '../../../shared/calendar.js';
import { AUDIT_PAGE_SIZE, type AuditEvent, type AuditPage, type AuditQuery } from '../../../shared/schemas/audit.js';
import type { AuditEventRow, Database } from '../db/schema.js';
import { dayStartIn } from './days.js';
import { withRecordNames, type RecordNamers } from './names.js';

type AuditSelect = SelectQueryBuilder<Database, 'auditEvents', object>;

/** One page of the change history, newest first, with how many events match in all. */
export async function readAuditPage(db: Kysely<Database>, namers: RecordNamers, query: AuditQuery, timeZone: string): Promise<AuditPage> {
  const matching = (qb: AuditSelect) => filtered(qb, query, timeZone);
  const [rows, counted] = await Promise.all([
    db
      .selectFrom('auditEvents')
      .$call(matching)
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE)
      .execute(),
    db
      .selectFrom('auditEvents')
      .$call(matching)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: await withRecordNames(db, namers, rows.map(toAuditEvent)),
    total: Number(counted.n),
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}

/**
 * The filters. Days are the restaurant's calendar days, both ends included: `at` is ISO text
 * in UTC, which sorts as time does, so it is compared with the instants those days begin.
 */
function filtered(qb: AuditSelect, { userId, resource, from, to }: AuditQuery, timeZone: string): AuditSelect {
  return qb
    .$if(userId !== undefined, (q) => q.where('userId', '=', userId!))
    .$if(resource !== undefined, (q) => q.where('resource', '=', resource!))
    .$if(from !== undefined, (q) => q.where('at', '>=', dayStartIn(timeZone, from!).toISOString()))
    .$if(to !== undefined, (q) => q.where('at', '<', dayStartIn(timeZone, addDays(to!, 1)).toISOString()));
}

export function toAuditEvent(row: AuditEventRow): Omit<AuditEvent, 'recordName'> {
  return {
    id: row.id,
    at: row.at,
    userId: row.userId,
    userName: row.userName,
    action: row.action,
    resource: row.resource,
    recordId: row.recordId,
    changes: JSON.parse(row.changes) as AuditEvent['changes'],
  };
}
