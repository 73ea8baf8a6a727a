import type { AdminPage } from '../../../shared/admin-pages.js';
import type { AuditResource } from '../../../shared/schemas/audit.js';
import { namedBy, type NamedTable, type RecordNames } from '../audit/names.js';
import type { ServerContext } from '../context.js';
import type { Database } from '../db/schema.js';
import type { Api } from '../http/contract.js';

/**
 * One kind of record the back office keeps, declared once in its folder (resources/<name>/resource.ts)
 * and listed once in resources/index.ts. Everything that goes through every resource is read from
 * these: the back office's routes and who may use them, the names in the change history, and
 * the order a copy of the database writes the tables in.
 */
export interface Resource {
  /** Its folder's name. */
  name: string;
  /**
   * The back-office page it is kept on (shared/admin-pages.ts): that page's role is the one its
   * routes need. None for records every signed-in person handles (photos).
   */
  page: AdminPage | null;
  /** The tables it keeps, each after the ones it refers to. */
  tables: readonly (keyof Database)[];
  /** Its routes under /api/admin, registered behind the session (and the role) its page needs. */
  routes: (app: Api, context: ServerContext) => void | Promise<void>;
  /** How the change history names its records, for each name it records changes under. */
  names: Partial<Record<AuditResource, RecordNames | null>>;
}

/**
 * The usual resource: kept on the back-office page of its own name, in the table of its own name
 * (then the tables that belong to it, `more`), its records named in the history by `nameColumn`.
 */
export function ownPageResource<Name extends AdminPage & AuditResource & NamedTable>(
  name: Name,
  routes: Resource['routes'],
  nameColumn: keyof Database[Name] & string,
  more: readonly (keyof Database)[] = [],
): Resource {
  return { name, page: name, tables: [name, ...more], routes, names: { [name]: namedBy(name, nameColumn) } };
}
