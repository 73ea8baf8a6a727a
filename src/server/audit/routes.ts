import type { FastifyInstance } from 'fastify';
import { auditQuery } from '../../shared/schemas/audit.js';
import type { ServerContext } from '../context.js';
import { parseWith } from '../http/errors.js';
import { readAuditPage } from './queries.js';

/**
 * The change history, GET /api/admin/audit-events: admins only (registered behind
 * `requireRole('admin')`, like user management), filtered by person, kind of record and days.
 * The person filter's names come from GET /api/admin/users, which admins already read.
 */
export function auditRoutes(app: FastifyInstance, { db, timeZone }: ServerContext): void {
  app.get('/audit-events', async (request) => readAuditPage(db, parseWith(auditQuery, request.query), timeZone));
}
