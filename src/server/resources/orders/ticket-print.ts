import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { Kysely } from 'kysely';
import { MENU_LANGUAGES } from '../../../shared/languages.js';
import { optionsText } from '../../../shared/options.js';
import { PRINT_WITHIN_MS, type Ticket } from '../../../shared/schemas/station.js';
import { tableLabel } from '../../../shared/tables.js';
import type { Database } from '../../platform/db/schema.js';
import { sendToPrinter } from '../../platform/printer.js';
import { claimPrinting, readTicket } from './tickets.js';

/** An 80 mm roll's characters per line in the printer's first font (48), less a margin. */
const COLUMNS = 42;

/**
 * A kitchen ticket as ESC/POS bytes for a network thermal printer: the station, the table in
 * large type, the time and the waiter, each line in double height, a note boxed, and "Mali
 * değeri yoktur" (a kitchen ticket is no fiscal document). Turkish letters go in the printer's
 * code page for them, CP857 (ş ğ ı İ ö ü ç); a note in another script prints what CP857 has.
 */
export function ticketBytes(ticket: Ticket, timeZone: string): Uint8Array {
  const encoder = new ReceiptPrinterEncoder({ language: 'esc-pos', columns: COLUMNS, codepageMapping: 'epson', errors: 'relaxed' });
  const time = new Date(ticket.confirmedAt).toLocaleTimeString('tr-TR', { hour: '2-digit', minute: '2-digit', timeZone });
  encoder
    .initialize()
    .codepage('cp857')
    .align('center')
    .line(ticket.station.toLocaleUpperCase('tr-TR'))
    .size(2, 2)
    .bold(true)
    .line(tableLabel(ticket.table, 'Masa'))
    .bold(false)
    .size(1, 1)
    .line(`${time} · ${ticket.waiter ?? 'Misafir'}`)
    .align('left')
    .rule();
  for (const line of ticket.lines) {
    if (line.state === 'cancelled') continue;
    encoder
      .size(1, 2)
      .bold(true)
      .line(`${line.quantity} x ${line.nameTr}${line.sizeTr ? ` (${line.sizeTr})` : ''}`)
      .bold(false)
      .size(1, 1);
    const options = optionsText(line.options.map((option) => ({ group: option.groupTr, choice: option.choiceTr })));
    if (options) encoder.line(`  ${options}`);
    if (line.note) {
      const language = line.language === 'tr' ? '' : `${MENU_LANGUAGES[line.language].turkishName}: `;
      encoder.box({ style: 'single', width: COLUMNS - 2, marginLeft: 1, paddingLeft: 1, paddingRight: 1 }, `${language}${line.note}`);
    }
  }
  return encoder.rule().align('center').line('Mali değeri yoktur').newline(3).cut().encode();
}

/**
 * Sends each new ticket of a station with a printer to it, once: a ticket is claimed in the
 * database before it is sent (of two instances, one claims it), and given back if the printer
 * fails, to be sent again whole at the next turn. What went wrong is kept per station, for its
 * screen and the health check, until its printer takes a ticket again.
 */
export class TicketPrinter {
  readonly problems = new Map<number, string>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly timeZone: string,
    private readonly now: () => Date,
  ) {}

  /** Prints what waits; one run at a time (repeatEvery's). */
  async run(): Promise<void> {
    const since = new Date(this.now().getTime() - PRINT_WITHIN_MS).toISOString();
    const waiting = await this.db
      .selectFrom('tickets as t')
      .innerJoin('stations as s', 's.id', 't.stationId')
      .innerJoin('orders as o', 'o.id', 't.orderId')
      .select(['t.id', 's.id as stationId', 's.printer'])
      .where('s.printer', '!=', '')
      .where('t.printedAt', 'is', null)
      // Ready already, or its table's bill closed: nothing left to cook from paper.
      .where('t.bumpedAt', 'is', null)
      .where('o.closedAt', 'is', null)
      .where('t.confirmedAt', '>=', since)
      .orderBy('t.id')
      .execute();
    const failed = new Set<number>();
    for (const { id, stationId, printer } of waiting) {
      // A printer that failed this turn is tried again at the next, not once per waiting ticket.
      if (failed.has(stationId)) continue;
      if (!(await claimPrinting(this.db, id, this.now()))) continue;
      try {
        await sendToPrinter(printer, ticketBytes(await readTicket(this.db, id), this.timeZone));
        this.problems.delete(stationId);
      } catch (error) {
        failed.add(stationId);
        this.problems.set(stationId, `Yazıcı (${printer}) fişi almadı: ${error instanceof Error ? error.message : String(error)}`);
        await this.db.updateTable('tickets').set({ printedAt: null }).where('id', '=', id).execute();
      }
    }
  }
}
