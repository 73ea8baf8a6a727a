import { tableLabel } from '../../../shared/tables.js';
import { namedBy } from '../../platform/audit/names.js';
import type { Resource } from '../../platform/records/resource.js';
import { tableRoutes } from './routes.js';

/** The restaurant's tables and how their QR codes are drawn (one record), kept on the print page. */
export const tables: Resource = {
  name: 'tables',
  page: 'print',
  tables: ['diningTables', 'qrSettings'],
  routes: tableRoutes,
  names: {
    // As guests read it: "Masa 5".
    tables: namedBy('diningTables', 'name', (name) => tableLabel(name, 'Masa')),
    'qr-settings': null,
  },
};
