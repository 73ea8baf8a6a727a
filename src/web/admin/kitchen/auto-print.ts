import { useCallback, useEffect, useRef, useState } from 'react';
import { PRINT_WITHIN_MS, type Ticket } from '../../../shared/schemas/station.js';
import { ApiError } from '../../api/client.js';
import { describeError } from '../messages.js';
import { claimTicketPrint } from '../api/stations.js';

/** The roll this device prints a station's tickets on by itself, or none. */
export type Roll = '' | '80' | '58';

const storageKey = (station: number) => `sofra.kitchen.${station}.roll`;

function storedRoll(station: number): Roll {
  try {
    const value = window.localStorage.getItem(storageKey(station));
    return value === '80' || value === '58' ? value : '';
  } catch {
    return '';
  }
}

/** How long a ticket's page may take to print before its frame goes anyway. */
const PRINT_TIMEOUT_MS = 60_000;

/**
 * Prints the ticket page at `address` from a frame of its own: once its fonts are in, the
 * browser's print (silent where Chromium runs with --kiosk-printing, as a station PC should).
 */
function printPage(address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const frame = document.createElement('iframe');
    frame.src = address;
    frame.title = 'Fiş';
    frame.tabIndex = -1;
    frame.setAttribute('aria-hidden', 'true');
    frame.style.cssText = 'position:fixed;inset-inline-start:-10000px;width:80mm;height:10px;border:0;visibility:hidden';
    const done = () => {
      clearTimeout(timer);
      frame.remove();
      resolve();
    };
    const timer = setTimeout(done, PRINT_TIMEOUT_MS);
    frame.addEventListener('load', () => {
      const view = frame.contentWindow;
      if (!view) return done();
      void view.document.fonts.ready.then(() => {
        view.addEventListener('afterprint', done);
        try {
          view.print();
        } catch (error) {
          clearTimeout(timer);
          frame.remove();
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
    frame.addEventListener('error', () => {
      clearTimeout(timer);
      frame.remove();
      reject(new Error('Fiş sayfası açılamadı.'));
    });
    document.body.append(frame);
  });
}

/**
 * A station PC printing by itself (D59): with a roll chosen on this device (kept in the browser,
 * so a PC that restarts goes on), each waiting ticket not yet printed and confirmed within the
 * hour is claimed from the server, then its page printed, one after another. The claim makes it
 * once for one send: a reload, a second PC or the station's network printer finds it taken.
 */
export function useAutoPrint(station: number, open: readonly Ticket[] | undefined) {
  const [roll, setRollState] = useState<Roll>(() => storedRoll(station));
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(new Set<number>());
  const queue = useRef<Promise<void>>(Promise.resolve());

  const setRoll = useCallback(
    (value: Roll) => {
      try {
        if (value) window.localStorage.setItem(storageKey(station), value);
        else window.localStorage.removeItem(storageKey(station));
      } catch {
        // A browser that keeps nothing prints until the page is closed.
      }
      setRollState(value);
    },
    [station],
  );

  useEffect(() => {
    if (!roll || !open) return;
    for (const ticket of open) {
      if (ticket.printedAt !== null || started.current.has(ticket.id)) continue;
      if (Date.now() - Date.parse(ticket.confirmedAt) > PRINT_WITHIN_MS) continue;
      started.current.add(ticket.id);
      queue.current = queue.current.then(async () => {
        try {
          await claimTicketPrint(ticket.id);
        } catch (error) {
          // Printed elsewhere is no problem; anything else is tried again at the screen's next load.
          if (!(error instanceof ApiError && error.status === 409)) {
            started.current.delete(ticket.id);
            setProblem(`Fiş yazdırılamadı: ${describeError(error)}`);
          }
          return;
        }
        try {
          await printPage(`/admin/print/ticket/${ticket.id}?width=${roll}`);
          setProblem(null);
        } catch (error) {
          setProblem(`Fiş yazdırılamadı: ${describeError(error)} Ekrandaki 'Fişi yazdır' ile yazdırın.`);
        }
      });
    }
  }, [open, roll]);

  return { roll, setRoll, problem };
}
