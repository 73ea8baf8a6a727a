import { auditPage, auditQuery } from '../../../shared/schemas/audit.js';
import type { ServerContext } from '../context.js';
import { refusals, type Api } from '../http/contract.js';
import type { RecordNamers } from './names.js';
import { readAuditPage } from './queries.js';

/**
 * The change history, GET /api/admin/audit-events: admins only (registered with the
 * admin role, like user management), filtered by person, kind of record and days.
 * The person filter's names come from GET /api/admin/users, which admins already read.
 */
export function auditRoutes(app: Api, { db, timeZone }: ServerContext, namers: RecordNamers): void {
  const schema = { tags: ['Değişiklik geçmişi'], querystring: auditQuery, response: { 200: auditPage, ...refusals(400) } };
  app.get('/audit-events', { schema }, async (request) => readAuditPage(db, namers, request.query, timeZone));
}
