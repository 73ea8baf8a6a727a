import { AUDIT_RESOURCES } from '../../shared/schemas/audit.js';
import type { RecordNamers } from '../platform/audit/names.js';
import { everyTableOnce, PLATFORM_TABLES } from '../platform/db/copy.js';
import type { Resource } from '../platform/records/resource.js';
import { accounts } from './accounts/resource.js';
import { bills } from './bills/resource.js';
import { campaigns } from './campaigns/resource.js';
import { categories } from './categories/resource.js';
import { ingredients } from './ingredients/resource.js';
import { media } from './media/resource.js';
import { orders } from './orders/resource.js';
import { prices } from './prices/resource.js';
import { products } from './products/resource.js';
import { reports } from './reports/resource.js';
import { reviews } from './reviews/resource.js';
import { serviceRequests } from './service-requests/resource.js';
import { settings } from './settings/resource.js';
import { stations } from './stations/resource.js';
import { tables } from './tables/resource.js';
import { tags } from './tags/resource.js';
import { translations } from './translations/resource.js';
import { users } from './users/resource.js';

/**
 * Every kind of record the back office keeps, each declared in its folder's resource.ts, in the
 * order their tables refer to each other (a product after its category). A new resource is a
 * folder and a line here: its routes, its role, its names in the history and its tables in a
 * copy of the database follow from its declaration.
 */
export const RESOURCES: readonly Resource[] = [
  categories,
  tags,
  ingredients,
  products,
  campaigns,
  reviews,
  users,
  accounts,
  media,
  settings,
  tables,
  translations,
  prices,
  serviceRequests,
  stations,
  orders,
  bills,
  reports,
];

/**
 * Every table, parents before children, as a copy of the database writes them (db/copy.ts). A
 * table no resource names, or one two name, stops the server at its start.
 */
export const TABLES_IN_ORDER = everyTableOnce([...RESOURCES.flatMap((resource) => resource.tables), ...PLATFORM_TABLES]);

/** How the change history names each kind of record; each named by exactly one resource. */
export const RECORD_NAMERS: RecordNamers = Object.fromEntries(RESOURCES.flatMap((resource) => Object.entries(resource.names)));

const unnamed = AUDIT_RESOURCES.filter((name) => !(name in RECORD_NAMERS));
if (unnamed.length > 0) throw new Error(`No resource says how the history names ${unnamed.join(', ')}.`);
