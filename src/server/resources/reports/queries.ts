import type { Kysely } from 'kysely';
import { allergenName } from '../../../shared/allergens.js';
import { addDays, type CalendarDay } from '../../../shared/calendar.js';
import { isLanguage, MENU_LANGUAGES } from '../../../shared/languages.js';
import { REPORT_LIST_MAX, type GuestReport, type ReportDay, type ReportRow, type ReportSpan } from '../../../shared/schemas/report.js';
import { tableLabel } from '../../../shared/tables.js';
import { CSV_BOM, csvDay, csvRow } from '../../platform/csv.js';
import type { Database } from '../../platform/db/schema.js';
import { callsBetween, requestsPerTable } from '../service-requests/report.js';
import { dishesOrdered, orderedBetween, ordersByHour, ordersByLanguage, preparationTimes, preparedBetween } from '../orders/report.js';
import { OTHER_SEARCHES, STORED_KINDS, type StoredKind } from './events.js';

/** The days a report covers: the last `days`, today (the restaurant's) included. */
export function reportSpan(days: ReportSpan, today: CalendarDay): { from: CalendarDay; to: CalendarDay } {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** The languages' names as the back office writes them. */

/** What each stored kind is called in the CSV. */
const KIND_NAMES: Record<StoredKind, string> = {
  visit: 'Ziyaret (dil)',
  scan: 'QR okutma (masa)',
  dish: 'Ürün sayfası',
  search: 'Arama (sonuçlu)',
  'search-empty': 'Arama (sonuçsuz)',
  allergen: 'Hariç tutulan alerjen',
  tag: 'Seçilen etiket',
  dropped: 'Yoğunlukta sayılamayan olay',
};

type Labeller = (kind: StoredKind, key: string) => string;

/** How the owner reads each key: a table, a dish and a tag by their names now (a deleted one by its number). */
async function labeller(db: Kysely<Database>): Promise<Labeller> {
  const byId = (rows: { id: number; name: string }[]) => new Map(rows.map((row) => [String(row.id), row.name]));
  const tables = byId(await db.selectFrom('diningTables').select(['id', 'name']).execute());
  const dishes = byId(await db.selectFrom('products').select(['id', 'nameTr as name']).execute());
  const tags = byId(await db.selectFrom('tags').select(['id', 'nameTr as name']).execute());
  return (kind, key) => {
    switch (kind) {
      case 'visit':
        return languageName(key);
      case 'scan': {
        const name = tables.get(key);
        return name === undefined ? `Silinmiş masa #${key}` : tableLabel(name, 'Masa');
      }
      case 'dish':
        return dishes.get(key) ?? `Silinmiş ürün #${key}`;
      case 'tag':
        return tags.get(key) ?? `Silinmiş etiket #${key}`;
      case 'allergen':
        return allergenName(key, 'tr');
      case 'search':
      case 'search-empty':
        return key === OTHER_SEARCHES ? 'Diğer aramalar (günün farklı arama sınırı aşıldı)' : key;
      case 'dropped':
        return '';
    }
  };
}

/** A kind's keys, most counted first (then by name), at most `max`. */
function ranked(rows: { kind: string; key: string; count: number }[], kinds: StoredKind[], label: Labeller, max: number): ReportRow[] {
  const sums = new Map<string, number>();
  const kindOf = new Map<string, StoredKind>();
  for (const row of rows) {
    if (!kinds.includes(row.kind as StoredKind)) continue;
    sums.set(row.key, (sums.get(row.key) ?? 0) + row.count);
    kindOf.set(row.key, row.kind as StoredKind);
  }
  return [...sums]
    .map(([key, count]) => ({ key, label: label(kindOf.get(key)!, key), count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'tr'))
    .slice(0, max);
}

/** The totals of each kind and key over the span, and of each day and kind. */
async function totals(db: Kysely<Database>, from: CalendarDay, to: CalendarDay) {
  const inSpan = db.selectFrom('eventTotals').where('day', '>=', from).where('day', '<=', to);
  const byKey = await inSpan
    .select((eb) => ['kind', 'key', eb.fn.sum<number | string>('count').as('count')])
    .groupBy(['kind', 'key'])
    .execute();
  const byDay = await inSpan
    .select((eb) => ['day', 'kind', eb.fn.sum<number | string>('count').as('count')])
    .groupBy(['day', 'kind'])
    .execute();
  // PostgreSQL's sum of integers is a bigint, which pg reads as text.
  return {
    byKey: byKey.map((row) => ({ ...row, count: Number(row.count) })),
    byDay: byDay.map((row) => ({ ...row, count: Number(row.count) })),
  };
}

/**
 * The report of the last `days` days: each day's totals (every day, none left out), and what
 * guests scanned, read, searched for and left out, most first.
 */
export async function readReport(db: Kysely<Database>, days: ReportSpan, today: CalendarDay, timeZone: string): Promise<GuestReport> {
  const { from, to } = reportSpan(days, today);
  const { byKey, byDay } = await totals(db, from, to);
  const label = await labeller(db);
  const perDay: ReportDay[] = Array.from({ length: days }, (_, i) => ({
    day: addDays(from, i),
    visits: 0,
    scans: 0,
    dishViews: 0,
    searches: 0,
    emptySearches: 0,
    filters: 0,
    dropped: 0,
  }));
  const dayAt = new Map(perDay.map((day) => [day.day, day]));
  for (const { day, kind, count } of byDay) {
    const totalsOf = dayAt.get(day);
    if (!totalsOf) continue;
    if (kind === 'visit') totalsOf.visits += count;
    if (kind === 'scan') totalsOf.scans += count;
    if (kind === 'dish') totalsOf.dishViews += count;
    if (kind === 'search' || kind === 'search-empty') totalsOf.searches += count;
    if (kind === 'search-empty') totalsOf.emptySearches += count;
    if (kind === 'allergen' || kind === 'tag') totalsOf.filters += count;
    if (kind === 'dropped') totalsOf.dropped += count;
  }
  const list = (...kinds: StoredKind[]) => ranked(byKey, kinds, label, REPORT_LIST_MAX);
  const ordered = await orderedBetween(db, timeZone, from, to);
  return {
    days,
    from,
    to,
    perDay,
    tables: list('scan'),
    languages: list('visit'),
    dishes: list('dish'),
    searches: list('search', 'search-empty'),
    emptySearches: list('search-empty'),
    allergens: list('allergen'),
    tags: list('tag'),
    dropped: perDay.reduce((sum, day) => sum + day.dropped, 0),
    requests: requestsPerTable(await callsBetween(db, timeZone, from, to)).slice(0, REPORT_LIST_MAX),
    orderedDishes: dishesOrdered(ordered).slice(0, REPORT_LIST_MAX),
    ordersByHour: ordersByHour(ordered),
    orderLanguages: ordersByLanguage(ordered, languageName),
    preparation: preparationTimes(await preparedBetween(db, timeZone, from, to)),
  };
}

const languageName = (code: string) => (isLanguage(code) ? MENU_LANGUAGES[code].turkishName : code);

/**
 * The report as a CSV for Excel in Turkish (platform/csv.ts): every daily total of the span, one
 * row per day, kind and what it names ("15.06.2026;QR okutma (masa);Masa 5;12"), in order of day,
 * then kind, then count. A spreadsheet's pivot table makes any of the page's charts from it.
 */
export async function reportCsv(db: Kysely<Database>, days: ReportSpan, today: CalendarDay, timeZone: string): Promise<string> {
  const { from, to } = reportSpan(days, today);
  const rows = await db
    .selectFrom('eventTotals')
    .select(['day', 'kind', 'key', 'count'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  const label = await labeller(db);
  const order = (kind: string) => STORED_KINDS.indexOf(kind as StoredKind);
  const lines = rows
    .map((row) => ({ ...row, kind: row.kind as StoredKind, label: label(row.kind as StoredKind, row.key) }))
    .sort(
      (a, b) =>
        (a.day < b.day ? -1 : a.day > b.day ? 1 : 0) ||
        order(a.kind) - order(b.kind) ||
        b.count - a.count ||
        a.label.localeCompare(b.label, 'tr'),
    )
    .map((row) => csvRow([csvDay(row.day), KIND_NAMES[row.kind] ?? row.kind, row.label, String(row.count)]));
  // Each day's calls per table, after the events: how many of each, and the median wait in seconds.
  const calls = await callsBetween(db, timeZone, from, to);
  const callLines = [...new Set(calls.map((call) => call.day))].sort().flatMap((day) =>
    requestsPerTable(calls.filter((call) => call.day === day)).flatMap((row) => {
      const table = tableLabel(row.table, 'Masa');
      return [
        ...(row.waiter > 0 ? [csvRow([csvDay(day), 'Garson çağrısı (masa)', table, String(row.waiter)])] : []),
        ...(row.bill > 0 ? [csvRow([csvDay(day), 'Hesap isteği (masa)', table, String(row.bill)])] : []),
        ...(row.medianSeconds === null
          ? []
          : [csvRow([csvDay(day), 'Çağrıya yanıt, ortanca saniye (masa)', table, String(row.medianSeconds)])]),
      ];
    }),
  );
  // Each day's orders: the dishes' quantities, the orders per hour and per language.
  const ordered = await orderedBetween(db, timeZone, from, to);
  const orderLines = [...new Set(ordered.map((line) => line.day))].sort().flatMap((day) => {
    const ofDay = ordered.filter((line) => line.day === day);
    return [
      ...dishesOrdered(ofDay).map((row) => csvRow([csvDay(day), 'Sipariş edilen ürün (adet)', row.label, String(row.count)])),
      ...ordersByHour(ofDay)
        .filter((row) => row.count > 0)
        .map((row) => csvRow([csvDay(day), 'Sipariş (saat)', `${String(row.hour).padStart(2, '0')}:00`, String(row.count)])),
      ...ordersByLanguage(ofDay, languageName).map((row) => csvRow([csvDay(day), 'Sipariş (dil)', row.label, String(row.count)])),
    ];
  });
  return CSV_BOM + csvRow(['Gün', 'Ne', 'Ad', 'Sayı']) + lines.join('') + callLines.join('') + orderLines.join('');
}
