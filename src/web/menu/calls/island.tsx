import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { loadStrings } from '../../../shared/i18n/translate.js';
import { languageOfPath } from '../../../shared/paths.js';
import { Router } from '../../navigation.js';
import { currentTableKey } from '../table.js';
import { CALL_KIND, CALLS_PLACE } from './drawn.js';
import TableCalls from './TableCalls.js';

/**
 * 'Garson çağır' and 'Hesap iste' for a guest who came by a table's code, without the app: a
 * root of their own after the page's. boot.ts loads this chunk at the guest's first touch where
 * the server drew the bar (./drawn.ts), and as soon as the page is on screen where it did not,
 * or where the bar has a call of this visit to show; the app attaches at the first touch. They
 * stay through the visit's pages, and follow its language as the app moves from page to page.
 * Where the restaurant takes orders from the table, the table's basket joins them, and the app
 * attaches at once (`attachApp`): the dishes' 'Ekle' buttons are the app's.
 * The bar the server drew, where boot.ts showed it (./drawn.ts), is taken over: its buttons become these.
 */
export async function showTableCalls(table: string, attachApp: () => void): Promise<void> {
  if (shown) return;
  const key = currentTableKey();
  await loadStrings(languageOfPath(window.location.pathname));
  if (shown) return;
  shown = true;
  const place = document.getElementById(CALLS_PLACE) ?? document.body.appendChild(document.createElement('div'));
  place.id = CALLS_PLACE;
  // A drawn button the guest is on (by the keyboard) hands its focus on to the island's.
  const focused = document.activeElement?.closest(`#${CALLS_PLACE} [${CALL_KIND}]`)?.getAttribute(CALL_KIND);
  place.replaceChildren();
  place.setAttribute('data-live', '');
  createRoot(place).render(
    <Router>
      <TableCalls table={table}>
        {key !== null && (
          <Suspense fallback={null}>
            <TableOrder table={table} tableKey={key} attachApp={attachApp} />
          </Suspense>
        )}
      </TableCalls>
    </Router>,
  );
  if (focused) place.querySelector<HTMLElement>(`[${CALL_KIND}="${focused}"]`)?.focus();
}

let shown = false;

/**
 * Ordering from the table (D57), in a chunk of its own: only a guest whose table's code carried
 * the table's key downloads it, and it shows nothing where the restaurant takes no orders.
 */
const TableOrder = lazy(() => import('../order/TableOrder.js'));
