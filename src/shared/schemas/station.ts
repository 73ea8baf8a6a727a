import { z } from 'zod';
import { answer, flag, hexColour, idList, texts, version } from './fields.js';
import { staffOrderLine } from './order.js';
import { shapeOf, type StaffField } from './staff-fields.js';

/**
 * The kitchen's and the bar's stations ('İstasyonlar', admins): where a confirmed order's lines
 * are prepared. Each prepares the dishes of the categories it is given, and dishes given to it
 * apart from their category's; the default one takes every other line (D59).
 */

export const STATION_NAME_MAX = 40;
export const WARN_MINUTES_MAX = 240;
/** How many bumped tickets a station screen can bring back ('Geri al'). */
export const RECALLABLE_TICKETS = 10;

/** How long after its confirmation a ticket is still worth printing (a printer back after an hour): older ones wait on the screen only. */
export const PRINT_WITHIN_MS = 60 * 60_000;

/** `host:port` of a network printer (ESC/POS over TCP, usually port 9100). */
const PRINTER = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*:(\d{1,5})$/;

/** Whether `text` is a printer's address a station may name: a host and a port from 1 to 65535. */
export function isPrinterAddress(text: string): boolean {
  const port = PRINTER.exec(text)?.[1];
  return port !== undefined && Number(port) >= 1 && Number(port) <= 65_535;
}

const minutes = (label: string) =>
  z
    .number({ error: `${label} 1 ile ${WARN_MINUTES_MAX} arasında bir tam sayı olmalı` })
    .int({ error: `${label} 1 ile ${WARN_MINUTES_MAX} arasında bir tam sayı olmalı` })
    .min(1, { error: `${label} 1 ile ${WARN_MINUTES_MAX} arasında bir tam sayı olmalı` })
    .max(WARN_MINUTES_MAX, { error: `${label} 1 ile ${WARN_MINUTES_MAX} arasında bir tam sayı olmalı` })
    .default(10);

const printer = (label: string) =>
  z
    .string({ error: `${label} metin olmalı` })
    .trim()
    .max(260, { error: `${label} en fazla 260 karakter olabilir` })
    .refine((text) => text === '' || isPrinterAddress(text), { error: `${label} ana makine:port biçiminde olmalı (ör. 192.168.1.50:9100)` })
    .default('');

/** A station's fields as an admin enters them, each its rule beside what staff read of it. */
export const STATION_FIELDS = {
  name: { label: 'İstasyon adı', input: 'text', required: true, max: STATION_NAME_MAX, history: 'Ad' },
  colour: { label: 'Renk', schema: hexColour, input: 'text', initial: '#b45309', hint: 'Ekranda ve fişte istasyonun rengi' },
  warnMinutes: {
    label: 'Uyarı süresi (dakika)',
    schema: minutes,
    input: 'count',
    initial: 10,
    hint: 'Bu süreyi geçen fiş sarı, iki katını geçen kırmızı olur',
  },
  printer: {
    label: 'Yazıcı adresi',
    schema: printer,
    input: 'text',
    hint: 'Ağ yazıcısı, ör. 192.168.1.50:9100; boşsa fişler yalnızca ekranda',
    verbatim: true,
  },
  isDefault: {
    label: 'Varsayılan istasyon',
    schema: (label) => flag(label, false),
    input: 'check',
    hint: 'Hiçbir istasyonun hazırlamadığı ürünler buraya gelir',
  },
  categoryIds: { label: 'Kategoriler', schema: () => idList('Kategori'), input: 'own', history: { shows: { names: 'categories' } } },
  productIds: { label: 'Ayrıca şu ürünler', schema: () => idList('Ürün'), input: 'own', history: { shows: { names: 'products' } } },
} as const satisfies Record<string, StaffField>;

export const stationInput = z.strictObject(shapeOf(STATION_FIELDS));
export const stationUpdate = stationInput.extend({ version });
export type StationInput = z.input<typeof stationInput>;
export type StationData = z.output<typeof stationInput>;

/** A station as the back office reads it. */
export const stationRecord = z.object({
  id: answer.id,
  ...texts('name', 'colour', 'printer'),
  warnMinutes: z.number().int().positive(),
  isDefault: answer.flag,
  categoryIds: answer.ids,
  productIds: answer.ids,
  version: answer.version,
});
export type AdminStation = z.infer<typeof stationRecord>;

/** A station moves a ticket, or one of its lines, on: being prepared, or ready. */
export const stationStepInput = z.strictObject({
  state: z.enum(['preparing', 'ready'], { error: 'Durum hazırlanıyor (preparing) veya hazır (ready) olmalı' }),
});

/** A line on a station's screen and ticket: in Turkish, without its price. */
export const ticketLine = staffOrderLine.omit({ unitPriceKurus: true, totalKurus: true });
export type TicketLine = z.infer<typeof ticketLine>;

/** One station's part of a confirmed order, as its screen shows it and its printer prints it. */
export const ticket = z.object({
  id: answer.id,
  orderId: answer.id,
  station: answer.text,
  table: answer.text,
  /** The waiter who took or confirmed the order; null for a table's order sent straight to the kitchen ("Misafir"). */
  waiter: answer.text.nullable(),
  confirmedAt: answer.timestamp,
  bumpedAt: answer.timestamp.nullable(),
  /** When its printing was claimed (by the station's network printer or a station PC printing by itself); null until then. */
  printedAt: answer.timestamp.nullable(),
  lines: z.array(ticketLine),
});
export type Ticket = z.infer<typeof ticket>;

/** A station's screen: its waiting tickets, oldest first, and the last ones bumped, newest first. */
export const stationScreen = z.object({
  station: stationRecord.pick({ id: true, name: true, colour: true, warnMinutes: true }),
  open: z.array(ticket),
  bumped: z.array(ticket),
  /** Why its printer last failed, while its tickets wait for it; null when it prints (or it has none). */
  printerProblem: answer.text.nullable(),
});
export type StationScreen = z.infer<typeof stationScreen>;
