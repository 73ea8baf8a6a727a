import { allergenName, isContent } from '../../../shared/allergens.js';
import { portionWeight } from '../../../shared/portion.js';
import { translator } from '../../../shared/i18n/translate.js';
import { printWords as words } from '../../../shared/i18n/print.js';
import { MENU_LANGUAGES, type Language } from '../../../shared/languages.js';
import type { CalendarDay } from '../../../shared/calendar.js';
import { menuText, type MenuProduct, type MenuText, type PublicMenu } from '../../../shared/menu.js';
import { formatLira } from '../../../shared/money.js';
import type { CodesWarning } from '../../../shared/qr-address.js';
import { tableLabel } from '../../../shared/tables.js';
import { optionsText } from '../../../shared/options.js';
import type { Bill } from '../../../shared/schemas/bill.js';
import type { Ticket } from '../../../shared/schemas/station.js';
import { Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * The pages staff print ('QR ve Baskı'), drawn on the server by React (react-dom/server, as the
 * guest pages are) into plain HTML with a print style sheet: table cards (A6, four to an A4
 * sheet), the menu in Turkish, English or both side by side (A4), and the price list for the
 * door (A4 or A3). React escapes every text; any browser prints the pages or saves them as PDF,
 * and no PDF library is involved. Nothing here runs in a browser: the pages carry no React.
 */

/** The printed menu's languages: one, or two side by side (Turkish and English, Turkish and Russian…). */
export type PrintLanguages = readonly [Language] | readonly [Language, Language];
export type PosterSize = 'A4' | 'A3';

const dirOf = (language: Language) => MENU_LANGUAGES[language].dir;

/**
 * A text isolated in its own language and direction (`<bdi>`), so that an Arabic heading beside
 * a Turkish one, or an English fallback in an Arabic column, keeps its words and its full stop in
 * its own order and leaves the separators around it in the page's.
 */
function Own({ lang, className, children }: { lang: Language; className?: string; children: ReactNode }) {
  return (
    <bdi lang={lang} dir={dirOf(lang)} className={className}>
      {children}
    </bdi>
  );
}

/**
 * A text in the first language, and in the second after a slash, each isolated in its own
 * language and direction: "Menü / Меню", "Pide / بيدة" (the slash between them, read in the
 * page's direction).
 */
function InLanguages({ languages: [main, second], text }: { languages: PrintLanguages; text: (language: Language) => ReactNode }) {
  if (second === undefined) return <Own lang={main}>{text(main)}</Own>;
  return (
    <>
      <Own lang={main}>{text(main)}</Own>
      {' / '}
      <Own lang={second} className="second">
        {text(second)}
      </Own>
    </>
  );
}

/** `2026-11-25` → `25.11.2026`, as Turkish print writes dates. */
export const printedDay = (day: CalendarDay) => day.split('-').reverse().join('.');

export interface PrintPage {
  title: string;
  language: Language;
  /** The page's own style sheet (allowed by its hash). */
  style: string;
  /** The options above the page on screen (never printed). */
  options: ReactNode;
  body: ReactNode;
  /** False for a page that asks something first: no print button. */
  printable?: boolean;
}

/** A page: the toolbar on screen, the sheets in print; with its one style sheet, for the page's policy. */
export function printDocument(page: PrintPage): { html: string; style: string } {
  const style = BASE_STYLE + page.style;
  const html = renderToStaticMarkup(
    <html lang={page.language} dir={dirOf(page.language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <title>{page.title}</title>
        {/* Style sheets are not escaped: this one is ours, word for word. */}
        <style dangerouslySetInnerHTML={{ __html: style }} />
        <script src="/admin/print/print.js" defer />
      </head>
      <body>
        <header className="toolbar" lang="tr" dir="ltr">
          <a href="/admin/print">← QR ve Baskı</a>
          <nav aria-label="Seçenekler">{page.options}</nav>
          {page.printable === false ? null : (
            <button type="button" data-print="">
              Yazdır / PDF olarak kaydet
            </button>
          )}
        </header>
        <main>{page.body}</main>
      </body>
    </html>,
  );
  return { html: `<!doctype html>\n${html}\n`, style };
}

/** Clicks "Yazdır" (the page's policy allows no inline script). */
export const PRINT_SCRIPT = `document.querySelector('[data-print]')?.addEventListener('click', () => window.print());\n`;

const BASE_STYLE = `
*{box-sizing:border-box}
html{font-family:"Noto Sans","DejaVu Sans",Arial,sans-serif;color:#1f1a17;background:#fff}
body{margin:0}
.toolbar{display:flex;flex-wrap:wrap;gap:.75rem 1.5rem;align-items:center;padding:.75rem 1rem;background:#f5ede4;border-bottom:1px solid #d9c7b4;font-size:1rem}
.toolbar nav{display:flex;flex-wrap:wrap;gap:.5rem 1rem}
.toolbar a{color:#6b3412}
.toolbar a[aria-current]{font-weight:700;color:#1f1a17;text-decoration:none}
.toolbar .warning{flex-basis:100%;margin:0;padding:.5rem .75rem;border-radius:.4rem;background:#fcefc7;color:#6b3f00}
.confirm{max-width:40rem;margin:2rem auto;font-size:1.1rem;line-height:1.5}
.confirm .warning{padding:1rem;border-radius:.4rem;background:#fcefc7;color:#6b3f00}
.confirm a{color:#6b3412}
.toolbar button{font:inherit;padding:.5rem 1rem;border-radius:.4rem;border:1px solid #6b3412;background:#6b3412;color:#fff;cursor:pointer;min-height:44px}
main{padding:1rem}
.empty{font-size:1.1rem}
@media print{.toolbar{display:none}main{padding:0}}
`;

/** The toolbar's links between a page's variants, the current one marked. */
export const optionLinks = (links: { href: string; label: string; current: boolean }[]): ReactNode =>
  links.map(({ href, label, current }) => (
    <a key={href} href={href} aria-current={current ? 'page' : undefined}>
      {label}
    </a>
  ));

/** Several groups of options (the paper's size, the languages), one after the other. */
export const optionGroups = (...groups: ReactNode[]): ReactNode => groups.map((group, index) => <Fragment key={index}>{group}</Fragment>);

/** The warning about where the codes point, above the cards on screen (never printed: the toolbar is not). */
export const codesWarningNote = ({ title, detail }: CodesWarning): ReactNode => (
  <p className="warning" role="status">
    <strong>{title}</strong> {detail}
  </p>
);

/** Before cards whose codes a guest's phone cannot open: the warning, and printing them anyway only when asked. */
export function cardsConfirmationPage(warning: CodesWarning, confirmHref: string): PrintPage {
  return {
    title: 'Masa kartları · onay',
    language: 'tr',
    style: '',
    options: null,
    printable: false,
    body: (
      <section className="confirm" aria-labelledby="confirm-title">
        <h1 id="confirm-title">Masa kartları yazdırılmadı</h1>
        <p className="warning">
          <strong>{warning.title}</strong> {warning.detail}
        </p>
        <p>
          <a href="/admin/print">Adresi kaydetmeye dön</a>
        </p>
        <p>
          <a href={confirmHref}>Yine de bu adresle yazdır</a>
        </p>
      </section>
    ),
  };
}

// ---- Table cards ----

export interface TableCard {
  /** Null: the menu's own code, without a table. */
  table: string | null;
  /** The code, as inline SVG. */
  qr: string;
}

const CARD_STYLE = `
@page{size:A4;margin:0}
.sheet{display:grid;grid-template-columns:105mm 105mm;grid-auto-rows:148.5mm;width:210mm;margin:0 auto 1rem}
.card{display:flex;flex-direction:column;align-items:center;justify-content:space-between;padding:10mm 8mm 8mm;text-align:center;border:1px dashed #bbb;break-inside:avoid;overflow:hidden}
.card h2{margin:0;font-family:Georgia,"DejaVu Serif",serif;font-size:22pt;color:#6b3412;overflow-wrap:anywhere}
.scan{margin:0;font-size:12pt;line-height:1.35}
.scan span{display:block;color:#555;font-size:11pt}
.card .qr{display:contents}
.card svg{width:62mm;height:62mm;display:block}
.table{margin:0;font-size:20pt;font-weight:700;overflow-wrap:anywhere}
.table .second{font-weight:400;color:#555;font-size:13pt}
.wifi{margin:0;font-size:9.5pt;color:#333;overflow-wrap:anywhere}
@media screen{.sheet{box-shadow:0 0 0 1px #ccc}}
@media screen and (max-width:800px){.sheet{grid-template-columns:1fr;grid-auto-rows:auto;width:auto}.card{gap:4mm}}
@media print{.sheet{margin:0;break-after:page}.sheet:last-child{break-after:auto}.card{border-color:#ddd}}
`;

function TableCardView({
  card: { table, qr },
  restaurant,
  languages,
}: {
  card: TableCard;
  restaurant: PublicMenu['restaurant'];
  languages: PrintLanguages;
}) {
  const { restaurantName, wifiName, wifiPassword } = restaurant;
  const [main, second] = languages;
  return (
    <article className="card">
      <h2>{restaurantName}</h2>
      <p className="scan">
        {words(main).scan}
        {second !== undefined && (
          <span lang={second} dir={dirOf(second)}>
            {words(second).scan}
          </span>
        )}
      </p>
      {/* The code's SVG, drawn by qrcode from the address and a label of ours (escaped there). */}
      <div className="qr" dangerouslySetInnerHTML={{ __html: qr }} />
      <p className="table">
        {table === null ? (
          <InLanguages languages={languages} text={(language) => words(language).menu} />
        ) : /^\d+$/.test(table) ? (
          <InLanguages languages={languages} text={(language) => tableLabel(table, words(language).table)} />
        ) : (
          table
        )}
      </p>
      {wifiName && (
        <p className="wifi">
          Wi-Fi: <strong>{wifiName}</strong>
          {wifiPassword && (
            <>
              {' · '}
              <InLanguages languages={languages} text={(language) => words(language).password} />
              {': '}
              <strong>{wifiPassword}</strong>
            </>
          )}
        </p>
      )}
    </article>
  );
}

/**
 * Table cards, four to an A4 sheet, each an A6 card with its cut line, in one or two of the
 * languages that are on (the code opens the menu in the phone's own language either way).
 */
export function tableCardsPage(menu: PublicMenu, cards: TableCard[], languages: PrintLanguages, options: ReactNode): PrintPage {
  const sheets: TableCard[][] = [];
  for (let start = 0; start < cards.length; start += 4) sheets.push(cards.slice(start, start + 4));
  return {
    title: `Masa kartları · ${menu.restaurant.restaurantName}`,
    language: languages[0],
    style: CARD_STYLE,
    options,
    body:
      sheets.length === 0 ? (
        <p className="empty" lang="tr">
          Henüz masa yok: önce QR ve Baskı sayfasından masa ekleyin.
        </p>
      ) : (
        sheets.map((sheet, index) => (
          <section key={index} className="sheet" aria-label={`Sayfa ${index + 1}`}>
            {sheet.map((card, at) => (
              <TableCardView key={at} card={card} restaurant={menu.restaurant} languages={languages} />
            ))}
          </section>
        ))
      ),
  };
}

// ---- The printed menu ----

const MENU_STYLE = `
@page{size:A4;margin:14mm 14mm 16mm}
.menu{max-width:182mm;margin:0 auto;font-size:10.5pt;line-height:1.35}
.menu header{text-align:center;margin-bottom:6mm}
.menu h1{margin:0;font-family:Georgia,"DejaVu Serif",serif;font-size:26pt;color:#6b3412}
.menu header p{margin:1mm 0 0;color:#555}
.campaign{border:1.5pt solid #6b3412;border-radius:3mm;padding:3mm 4mm;margin:0 0 6mm;break-inside:avoid}
.campaign h2{margin:0 0 1mm;font-size:13pt}
.campaign p{margin:0}
.category{margin:0 0 5mm}
.category h2{font-family:Georgia,"DejaVu Serif",serif;font-size:15pt;color:#6b3412;border-bottom:1pt solid #d9c7b4;margin:0 0 2mm;padding-bottom:1mm;break-after:avoid}
.dish{display:grid;grid-template-columns:1fr 38mm;gap:0 5mm;padding:1.6mm 0;border-bottom:.5pt dotted #ccc;break-inside:avoid}
.dish.both{grid-template-columns:1fr 1fr 38mm}
.dish h3{margin:0;font-size:11pt}
.dish p{margin:.5mm 0 0;color:#444}
.dish .meta{font-size:9pt;color:#555}
.price{text-align:right;font-weight:700}
.price>span{display:block;font-weight:400}
.price strong{white-space:nowrap}
.grams{font-weight:400;white-space:nowrap}
.sold-out{font-weight:400;font-size:9pt;color:#555}
.menu footer{margin-top:6mm;font-size:9pt;color:#444;display:flex;justify-content:space-between;gap:4mm;break-inside:avoid}
.second{color:#555}
@media screen and (max-width:700px){.dish,.dish.both{grid-template-columns:1fr}.price{text-align:left}}
`;

/**
 * A text in the language it was found in (a fallback's own `lang`, docs/decisions/005), isolated
 * in that language's direction: an English fallback in an Arabic column ends with its full stop.
 */
function Text({ text }: { text: MenuText }) {
  return <Own lang={text.lang}>{text.text}</Own>;
}

/** Texts one after the other with `separator` between them, each isolated in its own direction. */
const joined = (parts: ReactNode[], separator: string): ReactNode =>
  parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && separator}
      {part}
    </Fragment>
  ));

/** "Servis ücreti alınmaz." in `language`, from the guests' catalogue, as the menu's footer says it. */
const noServiceCharge = (language: Language) => translator(language)('restaurant.noServiceCharge');

/** A portion's weight before its price ("250 g "), in the page's first language; nothing for none. */
function Weight({ grams, language }: { grams: number | null; language: Language }) {
  return grams === null ? null : <span className="grams">{portionWeight(grams, language)} </span>;
}

/** A dish's prices: its one price, or each size's with its label in the languages shown, each after its weight. */
function Prices({ product, languages }: { product: MenuProduct; languages: readonly Language[] }) {
  if (product.sizes.length === 0)
    return (
      <div className="price">
        <Weight grams={product.grams} language={languages[0]!} />
        {formatLira(product.priceKurus)}
      </div>
    );
  return (
    <div className="price">
      {product.sizes.map((size, index) => (
        <span key={index}>
          {languages.map((language, at) => (
            <Fragment key={language}>
              {at > 0 && ' / '}
              <Text text={menuText(size, 'label', language)} />
            </Fragment>
          ))}{' '}
          <Weight grams={size.grams} language={languages[0]!} />
          <strong>{formatLira(size.priceKurus)}</strong>
        </span>
      ))}
    </div>
  );
}

/**
 * Tags and allergens of a dish, in one language; alcohol and pork, which are no allergens, on a
 * line of their own ("İçerir: alkol").
 */
function DishMeta({ product, menu, language }: { product: MenuProduct; menu: PublicMenu; language: Language }) {
  const tags = product.tagIds
    .map((id) => menu.tags.find((tag) => tag.id === id))
    .filter((tag) => tag !== undefined)
    .map((tag) => <Text key={tag.id} text={menuText(tag, 'name', language)} />);
  const allergens = product.allergens.filter((code) => !isContent(code));
  const contents = product.allergens.filter(isContent) as ('alcohol' | 'pork')[];
  const parts: ReactNode[] = [];
  if (tags.length > 0) parts.push(joined(tags, ' · '));
  if (allergens.length > 0) parts.push(`${words(language).allergens}: ${allergens.map((code) => allergenName(code, language)).join(', ')}`);
  return (
    <>
      {parts.length > 0 && <p className="meta">{joined(parts, ' — ')}</p>}
      {contents.length > 0 && (
        <p className="meta">
          {words(language).contains}: {contents.map((code) => words(language)[code]).join(', ')}
        </p>
      )}
    </>
  );
}

function DishText({ product, menu, language }: { product: MenuProduct; menu: PublicMenu; language: Language }) {
  const description = menuText(product, 'description', language);
  return (
    <div lang={language} dir={dirOf(language)}>
      <h3>
        <Text text={menuText(product, 'name', language)} />
      </h3>
      {description.text && (
        <p>
          <Text text={description} />
        </p>
      )}
      <DishMeta product={product} menu={menu} language={language} />
    </div>
  );
}

/** The menu to print: categories in order, their dishes with prices, tags and allergens. */
export function printedMenuPage(menu: PublicMenu, languages: PrintLanguages, today: CalendarDay, options: ReactNode): PrintPage {
  const [main, second] = languages;
  const heading = (text: (language: Language) => ReactNode) => <InLanguages languages={languages} text={text} />;
  const { restaurant, campaign } = menu;

  const categories = menu.categories.map((category) => {
    const dishes = menu.products.filter((product) => product.categoryId === category.id);
    if (dishes.length === 0) return null;
    return (
      <section key={category.id} className="category">
        <h2>{heading((language) => menuText(category, 'name', language).text)}</h2>
        {dishes.map((product) => (
          <article key={product.id} className={second === undefined ? 'dish' : 'dish both'} data-dish={product.id}>
            {languages.map((lang) => (
              <DishText key={lang} product={product} menu={menu} language={lang} />
            ))}
            <Prices product={product} languages={languages} />
          </article>
        ))}
      </section>
    );
  });

  const campaignBox = campaign && (
    <aside className="campaign">
      <h2>
        {heading((language) => (
          <>
            {words(language).campaign}: <Text text={menuText(campaign, 'title', language)} />
          </>
        ))}
      </h2>
      {languages.map((language) => {
        const text = menuText(campaign, 'description', language);
        return text.text ? (
          <p key={language} lang={text.lang} dir={dirOf(text.lang)}>
            {text.text}
          </p>
        ) : null;
      })}
      {campaign.priceKurus !== null && (
        <p>
          <strong>{formatLira(campaign.discountPriceKurus ?? campaign.priceKurus)}</strong>
          {campaign.discountPriceKurus !== null && (
            <>
              {' '}
              <s>{formatLira(campaign.priceKurus)}</s>
            </>
          )}
        </p>
      )}
    </aside>
  );

  // The note that prices include taxes, from 'Ayarlar', where staff wrote one, and that there is
  // no service charge, where the owner wants it said; each in every language printed.
  const notes = [
    ...languages.map((language) => menuText(restaurant, 'note', language)).filter(({ text }) => text !== ''),
    ...(restaurant.noServiceCharge ? languages.map((language) => ({ text: noServiceCharge(language), lang: language })) : []),
  ];
  const printed = joined(
    languages.map((lang) => (
      <Own key={lang} lang={lang}>
        {words(lang).printed}: {printedDay(today)}
      </Own>
    )),
    ' · ',
  );
  // The address and the telephone as staff wrote them, each in the direction of its own letters.
  const contact = joined(
    [restaurant.address, restaurant.phone].filter((part) => part !== '').map((part) => <bdi key={part}>{part}</bdi>),
    ' · ',
  );
  const hasContact = restaurant.address !== '' || restaurant.phone !== '';

  return {
    title: `${words(main).menu} · ${restaurant.restaurantName}`,
    language: main,
    style: MENU_STYLE,
    options,
    body: (
      <article className="menu">
        <header>
          <h1>
            <bdi>{restaurant.restaurantName}</bdi>
          </h1>
          <p>{heading((language) => words(language).menu)}</p>
          {hasContact && <p>{contact}</p>}
        </header>
        {campaignBox}
        {categories}
        <footer>
          <span>
            {joined(
              notes.map((note, index) => <Text key={index} text={note} />),
              ' ',
            )}
          </span>
          <span>{printed}</span>
        </footer>
      </article>
    ),
  };
}

// ---- The price list poster ----

/** The part of each paper the price list prints on (inside its @page margin): width and height in points. */
const PT_PER_MM = 72 / 25.4;
const POSTER_MARGIN_MM = 10;
const POSTER_PAPER: Record<PosterSize, { width: number; height: number; largest: number; smallest: number }> = {
  // The largest type a sheet is given (a short list), and the smallest a guest still reads
  // from a step away (a long one, over several sheets).
  A4: { width: (210 - 2 * POSTER_MARGIN_MM) * PT_PER_MM, height: (297 - 2 * POSTER_MARGIN_MM) * PT_PER_MM, largest: 40, smallest: 10 },
  A3: { width: (297 - 2 * POSTER_MARGIN_MM) * PT_PER_MM, height: (420 - 2 * POSTER_MARGIN_MM) * PT_PER_MM, largest: 56, smallest: 14 },
};

// The poster's measures in ems of its type, shared by its style sheet and the estimate of its
// height: the lines' height, a row's padding, a heading's margins, the gap between columns.
const LINE = 1.2;
const ROW = 0.18;
/** A category's heading is in smaller capitals, with room above it. */
const HEADING_SIZE = 0.8;
const HEADING = 0.5;
const GAP = 1.5;
/** A column is at least this many ems wide: a name and its price side by side. */
const COLUMN = 16;
/** Ems per character, about Noto Sans's and DejaVu Sans's average for a menu's words, bold figures wider. */
const CHAR = 0.5;
const BOLD_CHAR = 0.58;
/**
 * Room left for what the estimate misses: in columns, their balancing and rows kept whole. One
 * column needs none: the estimate already counts the footer's two lines and the first heading's
 * margin, which the sheet leaves out.
 */
const slack = (columns: number) => (columns === 1 ? 1 : 0.9);

/** The header's and the footer's type at the list's `size`: bounded, so a long name stays on the sheet. */
const titleSize = (paper: PosterSize, size: number) => Math.max(Math.min(size * 1.2, paper === 'A3' ? 44 : 32), 18);
const subtitleSize = (size: number) => Math.max(Math.min(size * 0.5, 14), 9);
const spacing = (size: number) => Math.min(size * 0.5, 10);
const footerSize = (paper: PosterSize) => (paper === 'A3' ? 11 : 9);
/** The header's and the footer's height in points (the footer's two lines wrapped, at most). */
const furniture = (paper: PosterSize, size: number) =>
  (titleSize(paper, size) + subtitleSize(size) + 2 * footerSize(paper)) * LINE + 2 * spacing(size) + 4;

/** The poster's type: its size in points and its columns. */
export interface PosterType {
  size: number;
  columns: number;
}

export interface PosterLine {
  /** A category's heading, or a dish's name with what stands beside it (a price), or a size's line. */
  kind: 'heading' | 'name' | 'size';
  /** Its text's width, and what stands beside it's, in ems (posterWidth). */
  text: number;
  beside: number;
}

/** About how wide a text is in ems: its characters, in `scale` of the type, bold or not. */
export const posterWidth = (text: string, { scale = 1, bold = false } = {}) => text.length * (bold ? BOLD_CHAR : CHAR) * scale;

/** How many lines a text takes in `width` ems, what stands beside it on its last line. */
const linesOf = ({ text, beside }: PosterLine, width: number) => {
  const room = Math.max(width - beside - 0.5, width / 3);
  return Math.max(1, Math.ceil(text / room));
};

/**
 * The largest type the list fits on one sheet with, in as many columns as that type allows; a
 * list too long for any readable type on one sheet gets the smallest, over several sheets.
 * Estimated from the texts' lengths: the browser lays the sheet out, this only chooses its type.
 */
export function posterType(lines: PosterLine[], paper: PosterSize): PosterType {
  const { width, height, largest, smallest } = POSTER_PAPER[paper];
  const columnsAt = (size: number) => Math.max(1, Math.min(3, Math.floor((width / size + GAP) / (COLUMN + GAP))));
  for (let size = largest; size > smallest; size -= 0.5) {
    const columns = columnsAt(size);
    const columnWidth = (width / size - GAP * (columns - 1)) / columns;
    const ems = lines.reduce((sum, line) => {
      const count = linesOf(line, line.kind === 'size' ? columnWidth - 1 : columnWidth);
      if (line.kind === 'heading') return sum + count * LINE * HEADING_SIZE + HEADING;
      return sum + count * LINE + (line.kind === 'name' ? ROW : 0);
    }, 0);
    if ((ems / columns) * size + furniture(paper, size) <= height * slack(columns)) return { size, columns };
  }
  return { size: smallest, columns: columnsAt(smallest) };
}

// Each dish in its own column: its names wrap there, its one price (never broken) beside them,
// or its sizes under them, one a line, each label with its price; no dish is split by a column
// or a page. The type is the size posterType chose; headings, the header and the footer follow
// it within bounds (a long restaurant name never runs off the sheet).
const posterStyle = (paper: PosterSize, { size, columns }: PosterType) => `
@page{size:${paper};margin:${POSTER_MARGIN_MM}mm}
.poster{font-size:${size}pt;line-height:${LINE}}
.poster header{text-align:center;margin-bottom:${spacing(size)}pt}
.poster h1{margin:0;font-family:Georgia,"DejaVu Serif",serif;font-size:${titleSize(paper, size)}pt;color:#6b3412;overflow-wrap:anywhere}
.poster header p{margin:0;font-size:${subtitleSize(size)}pt;color:#444}
.poster .columns{columns:${columns};column-gap:${GAP}em}
.poster h2{font-size:${HEADING_SIZE}em;color:#6b3412;text-transform:uppercase;letter-spacing:.05em;margin:${(HEADING - 0.1) / HEADING_SIZE}em 0 ${0.1 / HEADING_SIZE}em;break-after:avoid;overflow-wrap:anywhere}
.poster .columns>h2:first-child{margin-top:0}
.poster .row{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:0 .5em;align-items:baseline;padding:${(ROW - 0.03) / 2}em 0;border-bottom:1px dotted #aaa;break-inside:avoid}
.poster .row p{margin:0}
.poster .name{min-width:0;overflow-wrap:anywhere}
.poster .second{font-size:.7em}
.poster .price{font-weight:700;white-space:nowrap;text-align:end}
.poster .sizes{grid-column:1/-1;margin:0;padding:0 0 0 1em;list-style:none}
.poster .sizes li{display:flex;align-items:baseline;gap:.5em}
.poster .sizes span{min-width:0;overflow-wrap:anywhere}
.poster .sizes strong{margin-inline-start:auto;white-space:nowrap}
.poster .grams{font-weight:400;font-size:.8em}
.poster footer{margin-top:${spacing(size)}pt;font-size:${footerSize(paper)}pt;color:#444;display:flex;flex-wrap:wrap;justify-content:space-between;gap:0 1em;break-inside:avoid}
.poster footer span{overflow-wrap:anywhere}
@media screen and (max-width:700px){.poster{font-size:12pt}.poster .columns{columns:1}}
`;

/**
 * Every dish of the chosen categories (all of them for `null`) with its price in type as large as
 * the paper holds, for the door, in Turkish and, when asked, a second language that is on (each
 * text in it falling back as on the guests' pages); `changed` is when a price last changed.
 */
export function pricePosterPage(
  menu: PublicMenu,
  size: PosterSize,
  second: Language | null,
  chosen: readonly number[] | null,
  changed: CalendarDay | null,
  today: CalendarDay,
  options: ReactNode,
): PrintPage {
  const { restaurant } = menu;
  const categories = menu.categories
    .filter((category) => chosen === null || chosen.includes(category.id))
    .map((category) => ({ category, dishes: menu.products.filter((product) => product.categoryId === category.id) }))
    .filter(({ dishes }) => dishes.length > 0);
  // What the list holds, line by line, for its type: a second language's text in smaller type,
  // a weight in smaller type before its price.
  const alsoIn = (text: MenuText) => (second === null || text.lang === 'tr' ? 0 : posterWidth(` ${text.text}`, { scale: 0.7 }));
  const price = (kurus: number, grams: number | null) =>
    (grams === null ? 0 : posterWidth(`${portionWeight(grams, 'tr')} `, { scale: 0.8 })) + posterWidth(formatLira(kurus), { bold: true });
  const type = posterType(
    categories.flatMap(({ category, dishes }): PosterLine[] => [
      { kind: 'heading', text: posterWidth(category.nameTr, { scale: HEADING_SIZE * 1.2 }), beside: 0 },
      ...dishes.flatMap((product): PosterLine[] => [
        {
          kind: 'name',
          text: posterWidth(product.nameTr) + alsoIn(menuText(product, 'name', second ?? 'tr')),
          beside: product.sizes.length === 0 ? price(product.priceKurus, product.grams) : 0,
        },
        ...product.sizes.map((item): PosterLine => ({
          kind: 'size',
          text: posterWidth(item.labelTr) + alsoIn(menuText(item, 'label', second ?? 'tr')),
          beside: price(item.priceKurus, item.grams),
        })),
      ]),
    ]),
    size,
  );
  const languages: PrintLanguages = second === null ? ['tr'] : ['tr', second];
  /** A text in the second language after the Turkish, unless it is the Turkish itself (a fallback). */
  const translated = (text: MenuText) =>
    second === null || text.lang === 'tr' ? null : (
      <>
        {' '}
        <Own lang={text.lang} className="second">
          {text.text}
        </Own>
      </>
    );
  const groups = categories.map(({ category, dishes }) => {
    return (
      <Fragment key={category.id}>
        <h2>{category.nameTr}</h2>
        {dishes.map((product) => (
          <div key={product.id} className="row" data-dish={product.id}>
            <p className="name">
              {product.nameTr}
              {second !== null && translated(menuText(product, 'name', second))}
            </p>
            {product.sizes.length === 0 ? (
              <p className="price">
                <Weight grams={product.grams} language="tr" />
                {formatLira(product.priceKurus)}
              </p>
            ) : (
              <ul className="sizes">
                {product.sizes.map((item, index) => (
                  <li key={index}>
                    <span>
                      {item.labelTr}
                      {second !== null && translated(menuText(item, 'label', second))}
                    </span>{' '}
                    <strong>
                      <Weight grams={item.grams} language="tr" />
                      {formatLira(item.priceKurus)}
                    </strong>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </Fragment>
    );
  });
  return {
    title: `Fiyat listesi · ${restaurant.restaurantName}`,
    language: 'tr',
    style: posterStyle(size, type),
    options,
    body: (
      <article className="poster">
        <header>
          <h1>{restaurant.restaurantName}</h1>
          <p>
            <InLanguages languages={languages} text={(language) => words(language).prices} />
          </p>
        </header>
        <div className="columns">{groups}</div>
        <footer>
          <span>
            {[restaurant.noteTr, restaurant.noServiceCharge ? noServiceCharge('tr') : ''].filter((note) => note !== '').join(' ')}
          </span>
          <span>
            {words('tr').changed}: {changed === null ? '—' : printedDay(changed)} · {words('tr').printed}: {printedDay(today)}
          </span>
        </footer>
      </article>
    ),
  };
}

/** The roll widths of kitchen printers, in millimetres. */
export type RollWidth = 80 | 58;

const TICKET_STYLE = `
.ticket{width:70mm;margin:0 auto;font-size:11pt;line-height:1.3}
.ticket.w58{width:48mm;font-size:10pt}
.ticket header{text-align:center;border-bottom:1pt dashed #000;padding-bottom:2mm;margin-bottom:2mm}
.ticket .station{margin:0;font-size:11pt;font-weight:700;letter-spacing:.08em;text-transform:uppercase}
.ticket h1{margin:1mm 0;font-size:22pt;line-height:1.15}
.ticket.w58 h1{font-size:18pt}
.ticket .meta{margin:0;font-size:11pt}
.ticket ol{list-style:none;margin:0;padding:0}
.ticket li{margin:0 0 2.5mm}
.ticket .dish{display:block;font-size:15pt;font-weight:700;line-height:1.2}
.ticket.w58 .dish{font-size:13pt}
.ticket .options{display:block;font-size:11pt}
.ticket .note{display:block;margin-top:1mm;padding:1mm 2mm;border:1pt solid #000;font-size:11pt;font-weight:700}
.ticket .cancelled{text-decoration:line-through}
.ticket footer{border-top:1pt dashed #000;padding-top:2mm;text-align:center;font-size:10pt}
`;

/** A kitchen ticket's paper: an 80 mm roll prints about 72 mm of it, a 58 mm one about 50 mm; 5 mm each side keeps clear of both. */
const ticketPaper = (width: RollWidth, lines: number) =>
  `@page{size:${width}mm ${Math.max(100, 70 + lines * 22)}mm;margin:5mm}@media print{.ticket{width:auto;margin:0}}`;

/**
 * A kitchen ticket for a roll printer (D59), in Turkish: the station, the table in large type,
 * the time and the waiter, each line in large type with its size and options, a note boxed (in
 * its own language and direction), and "Mali değeri yoktur": a kitchen ticket is no fiscal
 * document. Cancelled lines are struck through, so the paper matches the screen.
 */
export function ticketPage(ticket: Ticket, width: RollWidth, timeZone: string, options: ReactNode): PrintPage {
  const time = new Date(ticket.confirmedAt).toLocaleTimeString('tr-TR', { hour: '2-digit', minute: '2-digit', timeZone });
  const table = tableLabel(ticket.table, 'Masa');
  return {
    title: `${ticket.station} fişi · ${table}`,
    language: 'tr',
    style: TICKET_STYLE + ticketPaper(width, ticket.lines.length),
    options,
    body: (
      <article className={width === 58 ? 'ticket w58' : 'ticket'}>
        <header>
          <p className="station">{ticket.station}</p>
          <h1>{table}</h1>
          <p className="meta">
            <time dateTime={ticket.confirmedAt}>{time}</time> · {ticket.waiter ?? 'Misafir'}
          </p>
        </header>
        <ol>
          {ticket.lines.map((line) => {
            const options = optionsText(line.options.map((option) => ({ group: option.groupTr, choice: option.choiceTr })));
            return (
              <li key={line.id} className={line.state === 'cancelled' ? 'cancelled' : undefined}>
                <span className="dish">
                  {line.quantity} × {line.nameTr}
                  {line.sizeTr ? ` (${line.sizeTr})` : ''}
                </span>
                {options && <span className="options">{options}</span>}
                {line.note && (
                  <span className="note">
                    {line.language !== 'tr' && <>{MENU_LANGUAGES[line.language].turkishName}: </>}
                    <bdi lang={line.language} dir={MENU_LANGUAGES[line.language].dir}>
                      {line.note}
                    </bdi>
                  </span>
                )}
              </li>
            );
          })}
        </ol>
        <footer>Mali değeri yoktur</footer>
      </article>
    ),
  };
}

/** The paper a bill prints on: an 80 mm roll at the counter, or an A5 sheet. */
export type BillPaper = '80' | 'a5';

const BILL_STYLE = `
.bill{width:70mm;margin:0 auto;font-size:10pt;line-height:1.3}
.bill.a5{width:auto;max-width:128mm;font-size:11pt}
.bill header{text-align:center;border-bottom:1pt dashed #000;padding-bottom:2mm;margin-bottom:2mm}
.bill h1{margin:0;font-size:14pt}
.bill .meta{margin:.5mm 0 0}
.bill table{width:100%;border-collapse:collapse}
.bill th,.bill td{padding:.6mm 0;vertical-align:top;text-align:start;font-weight:400}
.bill td.amount{text-align:end;white-space:nowrap;padding-inline-start:2mm}
.bill .guest{display:block;font-size:.9em}
.bill tbody tr{border-bottom:.5pt dotted #000}
.bill .grand th,.bill .grand td{font-weight:700;font-size:1.2em;border-top:1pt solid #000}
.bill h2{font-size:1em;margin:2mm 0 1mm;border-top:1pt dashed #000;padding-top:1.5mm}
.bill footer{border-top:1pt dashed #000;margin-top:2mm;padding-top:2mm;text-align:center;font-size:9pt}
.bill footer p{margin:0 0 1mm}
`;

/** A bill's paper: an 80 mm roll as long as its lines need, or A5. */
const billPaper = (paper: BillPaper, rows: number) =>
  paper === 'a5'
    ? '@page{size:A5;margin:12mm}@media print{.bill.a5{max-width:none}}'
    : `@page{size:80mm ${Math.max(120, 90 + rows * 12)}mm;margin:5mm}@media print{.bill{width:auto;margin:0}}`;

/**
 * A table's bill to hand the guests (D60): the restaurant, the bill's number and table, the time;
 * its lines grouped as on the screen (the guest's own name for each under the Turkish one), ikram
 * and discount, the total, the VAT in it by rate, the payments and what is left; "Bilgi fişidir —
 * mali değeri yoktur" (the legal receipt comes from the cash register). Every label in Turkish and
 * in the guests' language when it is another, each text isolated in its own language and direction.
 */
export function billPage(
  bill: Bill,
  restaurantName: string,
  paper: BillPaper,
  timeZone: string,
  noCharge: boolean,
  options: ReactNode,
): PrintPage {
  const languages: PrintLanguages = bill.language === 'tr' ? ['tr'] : ['tr', bill.language];
  const second = languages[1];
  const label = (key: keyof ReturnType<typeof words>) => <InLanguages languages={languages} text={(language) => words(language)[key]} />;
  const when = new Date(bill.closedAt ?? bill.openedAt).toLocaleString('tr-TR', { dateStyle: 'short', timeStyle: 'short', timeZone });
  const groups = new Map<string, { line: Bill['lines'][number]; quantity: number; totalKurus: number }>();
  for (const line of bill.lines) {
    if (line.state === 'cancelled') continue;
    const key = JSON.stringify([line.nameTr, line.sizeTr, line.options.map((option) => option.choiceTr), line.unitPriceKurus, line.ikram]);
    const group = groups.get(key) ?? { line, quantity: 0, totalKurus: 0 };
    group.quantity += line.quantity;
    group.totalKurus += line.totalKurus;
    groups.set(key, group);
  }
  const row = (name: ReactNode, amount: string, className?: string) => (
    <tr className={className}>
      <th scope="row">{name}</th>
      <td className="amount">{amount}</td>
    </tr>
  );
  const table = tableLabel(bill.table, 'Masa');
  return {
    title: `Adisyon #${bill.id} · ${table}`,
    language: 'tr',
    style: BILL_STYLE + billPaper(paper, groups.size + bill.vat.length + bill.payments.length),
    options,
    body: (
      <article className={paper === 'a5' ? 'bill a5' : 'bill'}>
        <header>
          <h1>{restaurantName}</h1>
          <p className="meta">
            {label('bill')} #{bill.id} · {table}
            {second !== undefined && (
              <>
                {' / '}
                <bdi lang={second} dir={dirOf(second)}>
                  {tableLabel(bill.table, words(second).table)}
                </bdi>
              </>
            )}
          </p>
          <p className="meta">{when}</p>
        </header>
        <table>
          <tbody>
            {[...groups.values()].map(({ line, quantity, totalKurus }) => {
              const options = optionsText(line.options.map((option) => ({ group: option.groupTr, choice: option.choiceTr })));
              const own = `${line.name}${line.sizeName ? ` (${line.sizeName})` : ''}`;
              const turkish = `${line.nameTr}${line.sizeTr ? ` (${line.sizeTr})` : ''}`;
              return (
                <tr key={line.id}>
                  <th scope="row">
                    {quantity} × {turkish}
                    {options && ` · ${options}`}
                    {second !== undefined && own !== turkish && (
                      <bdi lang={line.language} dir={dirOf(line.language)} className="guest">
                        {own}
                      </bdi>
                    )}
                    {line.ikram && <span className="guest">{label('ikram')}</span>}
                  </th>
                  <td className="amount">{line.ikram ? '—' : formatLira(totalKurus)}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            {row(label('subtotal'), formatLira(bill.subtotalKurus))}
            {bill.ikramKurus > 0 && row(label('ikram'), `−${formatLira(bill.ikramKurus)}`)}
            {bill.discountKurus > 0 && row(label('discount'), `−${formatLira(bill.discountKurus)}`)}
            {row(label('total'), formatLira(bill.totalKurus), 'grand')}
            {bill.vat.map((share) => (
              <Fragment key={share.rate}>
                {row(
                  <>
                    {label('vat')} %{share.rate}
                  </>,
                  formatLira(share.vatKurus),
                )}
              </Fragment>
            ))}
          </tfoot>
        </table>
        {bill.payments.length > 0 && (
          <>
            <h2>{label('payments')}</h2>
            <table>
              <tbody>
                {bill.payments.map((payment) => (
                  <Fragment key={payment.id}>
                    {row(label(payment.method), formatLira(payment.amountKurus))}
                    {payment.changeKurus > 0 && row(label('change'), formatLira(payment.changeKurus))}
                    {payment.tipKurus > 0 && row(label('tip'), formatLira(payment.tipKurus))}
                  </Fragment>
                ))}
                {bill.remainingKurus > 0 && row(label('remaining'), formatLira(bill.remainingKurus), 'grand')}
              </tbody>
            </table>
          </>
        )}
        <footer>
          {noCharge && (
            <p>
              <InLanguages languages={languages} text={noServiceCharge} />
            </p>
          )}
          <p>
            <InLanguages languages={languages} text={(language) => words(language).notFiscal} />
          </p>
        </footer>
      </article>
    ),
  };
}
