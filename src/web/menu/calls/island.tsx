import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { loadStrings } from '../../../shared/i18n/translate.js';
import { languageOfPath } from '../../../shared/paths.js';
import { Router } from '../../navigation.js';
import { currentTableKey } from '../table.js';
import TableCalls from './TableCalls.js';
import styles from './TableCalls.module.css';

/**
 * 'Garson çağır' and 'Hesap iste' for a guest who came by a table's code, on the page as soon as
 * it is on screen, without the app: a root of their own after the page's (boot.ts loads this
 * chunk for a guest at a table; the app attaches at the first touch, as for every guest). They
 * stay through the visit's pages, and follow its language as the app moves from page to page.
 * Where the restaurant takes orders from the table, the table's basket joins them, and the app
 * attaches at once (`attachApp`): the dishes' 'Ekle' buttons are the app's.
 * The place they take at the page's end keeps its last lines clear of the bar.
 */
export async function showTableCalls(table: string, attachApp: () => void): Promise<void> {
  if (document.getElementById(PLACE)) return;
  const key = currentTableKey();
  await loadStrings(languageOfPath(window.location.pathname));
  const place = document.createElement('div');
  place.id = PLACE;
  document.body.append(place);
  createRoot(place).render(
    <Router>
      <div className={styles.place}>
        <TableCalls table={table}>
          {key !== null && (
            <Suspense fallback={null}>
              <TableOrder table={table} tableKey={key} attachApp={attachApp} />
            </Suspense>
          )}
        </TableCalls>
      </div>
    </Router>,
  );
}

const PLACE = 'table-calls';

/**
 * Ordering from the table (D57), in a chunk of its own: only a guest whose table's code carried
 * the table's key downloads it, and it shows nothing where the restaurant takes no orders.
 */
const TableOrder = lazy(() => import('../order/TableOrder.js'));
