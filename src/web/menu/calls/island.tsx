import { createRoot } from 'react-dom/client';
import { loadStrings } from '../../../shared/i18n/translate.js';
import { languageOfPath } from '../../../shared/paths.js';
import { Router } from '../../navigation.js';
import TableCalls from './TableCalls.js';
import styles from './TableCalls.module.css';

/**
 * 'Garson çağır' and 'Hesap iste' for a guest who came by a table's code, on the page as soon as
 * it is on screen, without the app: a root of their own after the page's (boot.ts loads this
 * chunk for a guest at a table; the app attaches at the first touch, as for every guest). They
 * stay through the visit's pages, and follow its language as the app moves from page to page.
 * The place they take at the page's end keeps its last lines clear of the bar.
 */
export async function showTableCalls(table: string): Promise<void> {
  if (document.getElementById(PLACE)) return;
  await loadStrings(languageOfPath(window.location.pathname));
  const place = document.createElement('div');
  place.id = PLACE;
  document.body.append(place);
  createRoot(place).render(
    <Router>
      <div className={styles.place}>
        <TableCalls table={table} />
      </div>
    </Router>,
  );
}

const PLACE = 'table-calls';
