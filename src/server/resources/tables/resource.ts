import { tableLabel } from '../../../shared/tables.js';
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
    tables: {
      read: async (db, ids) =>
        new Map(
          (await db.selectFrom('diningTables').select(['id', 'name']).where('id', 'in', ids).execute()).map((row) => [
            row.id,
            tableLabel(row.name, 'Masa'),
          ]),
        ),
      kept: (field) => {
        const name = field('name');
        return name && tableLabel(name, 'Masa');
      },
    },
    'qr-settings': null,
  },
};
