import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { calendarDayIn } from '../../../shared/calendar.js';
import { LANGUAGES, languagesOn, MENU_LANGUAGES, type Language } from '../../../shared/languages.js';
import type { PublicMenu } from '../../../shared/menu.js';
import { codesWarning } from '../../../shared/qr-address.js';
import { menuAddress, tableLabel } from '../../../shared/schemas/table.js';
import { ADMIN_PAGE_TABLE } from '../../../shared/admin-pages.js';
import { requireRole, requireSession } from '../../platform/auth/guards.js';
import type { ServerContext } from '../../platform/context.js';
import { answerOf } from '../../platform/http/contract.js';
import { HttpError } from '../../platform/http/errors.js';
import { contentSecurityPolicy } from '../../platform/http/security-headers.js';
import { lastPriceChange } from '../../resources/products/queries.js';
import { getQrSettings, listTables } from '../../resources/tables/queries.js';
import { baseOf } from '../../resources/tables/routes.js';
import {
  billPage,
  type BillPaper,
  cardsConfirmationPage,
  codesWarningNote,
  optionGroups,
  optionLinks,
  printDocument,
  printedMenuPage,
  pricePosterPage,
  PRINT_SCRIPT,
  tableCardsPage,
  type PosterSize,
  type PrintLanguages,
  ticketPage,
  type PrintPage,
  type RollWidth,
  type TableCard,
} from './pages.js';
import { readTicket } from '../../resources/orders/tickets.js';
import { readBill } from '../../resources/bills/queries.js';
import { getSettings } from '../../resources/settings/queries.js';
import { qrInline } from '../../resources/tables/qr.js';
import { qrOptionsOf } from '../../resources/tables/qr-logo.js';

const cardsQuery = z.object({
  /** Which tables, by id ("1,2,3"); all of them when absent. */
  tables: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/)
    .optional(),
  /** Add a card with the menu's own code, without a table. */
  menu: z.enum(['0', '1']).default('0'),
  /** Staff confirmed printing codes that only this computer or the local network can open. */
  onay: z.enum(['0', '1']).default('0'),
  lang: z.string().default('both'),
});
/**
 * A page's languages: one (`tr`, `ru`), or two side by side (`tr,ru`); `both` is Turkish and
 * English, as the pages were first linked. Each must be on for guests (checked with the menu).
 */
const printLanguages = z
  .string()
  .default('both')
  .transform((value) => (value === 'both' ? 'tr,en' : value).toLowerCase().split(','))
  .pipe(z.union([z.tuple([z.enum(LANGUAGES)]), z.tuple([z.enum(LANGUAGES), z.enum(LANGUAGES)])]))
  .refine(([first, second]) => first !== second);
const menuQuery = z.object({ lang: printLanguages });
/**
 * The price list for the door is Turkish, with a second language when asked (`tr,ru`), of every
 * category or of those chosen for the sheet (`categories=1,3`, by id).
 */
const posterQuery = z.object({
  size: z.enum(['A4', 'A3']).default('A4'),
  lang: printLanguages.refine(([first]) => first === 'tr'),
  categories: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/)
    .transform((value) => value.split(',').map(Number))
    .optional(),
});
/** A ticket, by its id, and the roll it prints on: 80 mm, or the narrow 58 mm. */
const ticketParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
/** A bill, by its id, and its paper: the 80 mm roll at the counter, or A5. */
const billQuery = z.object({ paper: z.enum(['80', 'a5']).default('80') });
const ticketQuery = z.object({
  width: z
    .enum(['80', '58'])
    .default('80')
    .transform((value) => Number(value) as RollWidth),
});

/** The languages by their Turkish names, as the print page's options say them. */
const namesOf = (codes: PrintLanguages) => codes.map((code) => MENU_LANGUAGES[code].turkishName).join(' ve ');

/** A page's languages must be on for guests: a language that is off has nothing to print. */
function assertOn(languages: PrintLanguages, menu: PublicMenu): void {
  const on = languagesOn(menu.restaurant.menuLanguages);
  if (!languages.every((code) => on.includes(code)))
    throw new HttpError(400, 'validation', 'Bu dil misafirlere açık değil: önce Ayarlar’da açın.');
}

/** Turkish beside each other language that is on, then each alone (`alone`: which may stand alone). */
function languageChoices(menu: PublicMenu, alone: (code: Language) => boolean): PrintLanguages[] {
  const on = languagesOn(menu.restaurant.menuLanguages);
  return [
    ...on.filter((code) => code !== 'tr').map((code): PrintLanguages => ['tr', code]),
    ...on.filter(alone).map((code): PrintLanguages => [code]),
  ];
}

/**
 * The print pages under /admin/print (whoever may use 'QR ve Baskı': staff and admins, not a
 * waiter, D54): drawn here from the live menu, the tables and the codes' settings, each answer
 * as current as the menu guests see. Signed-out visitors are sent to the login page, which
 * brings them back.
 */
export async function printRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, menuCache, today, timeZone } = context;
  await app.register(
    async (print) => {
      await print.register(fastifyCookie);
      const session = requireSession(context);
      // 'QR ve Baskı''s role, but for a page that names its own (a station's ticket: the kitchen's).
      const roleOf = (request: FastifyRequest) => requireRole(request.routeOptions.config.role ?? ADMIN_PAGE_TABLE.print.role)(request);
      print.addHook('onRequest', async (request, reply) => {
        reply.header('cache-control', 'no-store');
        if (request.url.startsWith('/admin/print/print.js')) return;
        try {
          await session(request, reply);
        } catch (error) {
          if (!(error instanceof HttpError) || error.statusCode !== 401) throw error;
          return reply.redirect(`/admin/login?next=${encodeURIComponent(request.url)}`, 303);
        }
        await roleOf(request);
      });

      print.get(
        '/print.js',
        { schema: { response: { 200: answerOf('The print pages’ script.', 'text/javascript') } } },
        async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(PRINT_SCRIPT),
      );

      print.get('/cards', { schema: { response: { 200: PAGE } } }, async (request, reply) => {
        const query = parse(cardsQuery, request.query);
        const languages = parse(printLanguages, query.lang);
        const [cached, settings, tables] = await Promise.all([
          menuCache.get(),
          getQrSettings(db).then((qr) => qrOptionsOf(db, menuCache, qr)),
          listTables(db),
        ]);
        const wanted = query.tables?.split(',').map(Number);
        const chosen = wanted === undefined ? tables : tables.filter((table) => wanted.includes(table.id));
        assertOn(languages, cached.full);
        const base = baseOf(settings, request);
        const warning = codesWarning(settings.publicUrl, base);
        if (warning?.confirm && query.onay !== '1') {
          const search = new URLSearchParams(request.query as Record<string, string>);
          search.set('onay', '1');
          return send(reply, cardsConfirmationPage(warning, `/admin/print/cards?${search.toString()}`));
        }
        const codes = [...(query.menu === '1' ? [null] : []), ...chosen];
        const cards: TableCard[] = [];
        for (const table of codes) {
          const label = table === null ? 'Menünün QR kodu' : `${tableLabel(table.name, 'Masa')} QR kodu`;
          cards.push({ table: table?.name ?? null, qr: await qrInline(menuAddress(base, table), settings, label) });
        }
        const others = new URLSearchParams(request.query as Record<string, string>);
        const options = optionLinks(
          languageChoices(cached.full, () => true).map((codes) => {
            others.set('lang', codes.join(','));
            return {
              href: `/admin/print/cards?${others.toString()}`,
              label: namesOf(codes),
              current: codes.join(',') === languages.join(','),
            };
          }),
        );
        return send(
          reply,
          tableCardsPage(cached.full, cards, languages, optionGroups(options, warning === null ? null : codesWarningNote(warning))),
        );
      });

      print.get('/menu', { schema: { response: { 200: PAGE } } }, async (request, reply) => {
        const { lang } = parse(menuQuery, request.query);
        const cached = await menuCache.get();
        assertOn(lang, cached.full);
        const options = optionLinks(
          languageChoices(cached.full, () => true).map((codes) => ({
            href: `/admin/print/menu?lang=${codes.join(',')}`,
            label: namesOf(codes),
            current: codes.join(',') === lang.join(','),
          })),
        );
        return send(reply, printedMenuPage(cached.full, lang, today(), options));
      });

      print.get('/prices', { schema: { response: { 200: PAGE } } }, async (request, reply) => {
        const { size, lang, categories } = parse(posterQuery, request.query);
        const cached = await menuCache.get();
        assertOn(lang, cached.full);
        const changed = await lastPriceChange(
          context.db,
          cached.menu.products
            .filter((product) => categories === undefined || categories.includes(product.categoryId))
            .map((product) => product.id),
        );
        const chosen = categories === undefined ? '' : `&categories=${categories.join(',')}`;
        const address = (values: { size: PosterSize; lang: PrintLanguages }) =>
          `/admin/print/prices?size=${values.size}&lang=${values.lang.join(',')}${chosen}`;
        const options = optionGroups(
          optionLinks(
            (['A4', 'A3'] as PosterSize[]).map((value) => ({
              href: address({ size: value, lang }),
              label: value,
              current: value === size,
            })),
          ),
          optionLinks(
            languageChoices(cached.full, (code) => code === 'tr').map((codes) => ({
              href: address({ size, lang: codes }),
              label: codes.length === 1 ? 'Yalnız Türkçe' : namesOf(codes),
              current: codes.join(',') === lang.join(','),
            })),
          ),
        );
        const day = changed === null ? null : calendarDayIn(timeZone, new Date(changed));
        return send(reply, pricePosterPage(cached.full, size, lang[1] ?? null, categories ?? null, day, today(), options));
      });

      // A table's bill to hand the guests (D60), for every role that serves tables.
      print.get('/bill/:id', { schema: { response: { 200: PAGE } }, config: { role: 'waiter' } }, async (request, reply) => {
        const { id } = parse(ticketParams, request.params);
        const { paper } = parse(billQuery, request.query);
        const bill = await readBill(db, id);
        const settings = await getSettings(db);
        const options = optionLinks(
          (['80', 'a5'] as BillPaper[]).map((value) => ({
            href: `/admin/print/bill/${id}?paper=${value}`,
            label: value === '80' ? '80 mm rulo' : 'A5',
            current: value === paper,
          })),
        );
        return send(reply, billPage(bill, settings.restaurantName, paper, timeZone, settings.noServiceCharge, options));
      });

      // A station's ticket for its roll printer (D59), for the kitchen and every role above it.
      print.get('/ticket/:id', { schema: { response: { 200: PAGE } }, config: { role: 'kitchen' } }, async (request, reply) => {
        const { id } = parse(ticketParams, request.params);
        const { width } = parse(ticketQuery, request.query);
        const ticket = await readTicket(db, id);
        const options = optionLinks(
          ([80, 58] as RollWidth[]).map((value) => ({
            href: `/admin/print/ticket/${id}?width=${value}`,
            label: `${value} mm rulo`,
            current: value === width,
          })),
        );
        return send(reply, ticketPage(ticket, width, timeZone, options), { framedBySelf: true });
      });
    },
    { prefix: '/admin/print' },
  );
}

/** A query string the page understands; anything else is a 400 page, not a guess. */
function parse<T extends z.ZodType>(schema: T, query: unknown): z.output<T> {
  const result = schema.safeParse(query);
  if (!result.success) throw new HttpError(400, 'validation', 'Bu baskı seçeneği tanınmıyor.');
  return result.data;
}

/** A print page, for the API reference. */
const PAGE = answerOf('A page to print, drawn for paper.', 'text/html');

/** Sends a print page; `framedBySelf` for one the app prints from a frame of its own (a station PC's tickets, D59). */
function send(reply: FastifyReply, page: PrintPage, { framedBySelf = false } = {}): FastifyReply {
  const { html, style } = printDocument(page);
  const hash = createHash('sha256').update(style).digest('base64');
  if (framedBySelf) reply.header('x-frame-options', 'SAMEORIGIN');
  return reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', contentSecurityPolicy({ styleHashes: [hash], framedBySelf }))
    .send(html);
}
