import { allergenName } from '../../../shared/allergens.js';
import { portionWeight } from '../../../shared/portion.js';
import { translator } from '../../../shared/i18n/translate.js';
import { printWords as words } from '../../../shared/i18n/print.js';
import { MENU_LANGUAGES, type Language } from '../../../shared/languages.js';
import type { CalendarDay } from '../../../shared/calendar.js';
import { menuText, type MenuProduct, type MenuText, type PublicMenu } from '../../../shared/menu.js';
import { formatLira } from '../../../shared/money.js';
import type { CodesWarning } from '../../../shared/qr-address.js';
import { tableLabel } from '../../../shared/tables.js';
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

/**
 * A text in the first language, and in the second after a slash in its own language and
 * direction: "Menü / Меню".
 */
function InLanguages({ languages: [main, second], text }: { languages: PrintLanguages; text: (language: Language) => string }) {
  if (second === undefined) return text(main);
  return (
    <>
      {text(main)}{' '}
      <span className="second" lang={second} dir={MENU_LANGUAGES[second].dir}>
        / {text(second)}
      </span>
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
    <html lang={page.language}>
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
        <header className="toolbar" lang="tr">
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
          <span lang={second} dir={MENU_LANGUAGES[second].dir}>
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

/** A text in the language it was found in (a fallback's own `lang`, docs/decisions/005). */
function Text({ text }: { text: MenuText }) {
  return <span lang={text.lang}>{text.text}</span>;
}

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

/** Tags and allergens of a dish, in one language. */
function DishMeta({ product, menu, language }: { product: MenuProduct; menu: PublicMenu; language: Language }) {
  const tags = product.tagIds
    .map((id) => menu.tags.find((tag) => tag.id === id))
    .filter((tag) => tag !== undefined)
    .map((tag) => menuText(tag, 'name', language).text);
  const parts = [];
  if (tags.length > 0) parts.push(tags.join(' · '));
  if (product.allergens.length > 0) {
    parts.push(`${words(language).allergens}: ${product.allergens.map((code) => allergenName(code, language)).join(', ')}`);
  }
  return parts.length > 0 ? <p className="meta">{parts.join(' — ')}</p> : null;
}

function DishText({ product, menu, language }: { product: MenuProduct; menu: PublicMenu; language: Language }) {
  const description = menuText(product, 'description', language);
  return (
    <div lang={language} dir={MENU_LANGUAGES[language].dir}>
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
  const heading = (text: (language: Language) => string) => <InLanguages languages={languages} text={text} />;
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
      <h2>{heading((language) => `${words(language).campaign}: ${menuText(campaign, 'title', language).text}`)}</h2>
      {languages.map((language) => {
        const text = menuText(campaign, 'description', language);
        return text.text ? (
          <p key={language} lang={text.lang}>
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
  const printed = languages.map((lang) => `${words(lang).printed}: ${printedDay(today)}`).join(' · ');
  const contact = [restaurant.address, restaurant.phone].filter((part) => part !== '').join(' · ');

  return {
    title: `${words(main).menu} · ${restaurant.restaurantName}`,
    language: main,
    style: MENU_STYLE,
    options,
    body: (
      <article className="menu">
        <header>
          <h1>{restaurant.restaurantName}</h1>
          <p>{heading((language) => words(language).menu)}</p>
          {contact && <p>{contact}</p>}
        </header>
        {campaignBox}
        {categories}
        <footer>
          <span>
            {notes.map((note, index) => (
              <Fragment key={index}>
                {index > 0 && ' '}
                <Text text={note} />
              </Fragment>
            ))}
          </span>
          <span>{printed}</span>
        </footer>
      </article>
    ),
  };
}

// ---- The price list poster ----

// Each dish in its own column: its names wrap there, its one price (never broken) beside them,
// or its sizes under them, one a line, each label with its price; no dish is split by a column
// or a page.
const posterStyle = (size: PosterSize) => `
@page{size:${size};margin:12mm}
.poster{font-size:${size === 'A3' ? 22 : 15}pt;line-height:1.25}
.poster header{text-align:center;margin-bottom:1em}
.poster h1{margin:0;font-family:Georgia,"DejaVu Serif",serif;font-size:2.2em;color:#6b3412;overflow-wrap:anywhere}
.poster header p{margin:.2em 0 0;font-size:.8em;color:#444}
.poster .columns{columns:2;column-gap:2em}
.poster h2{font-size:1em;color:#6b3412;text-transform:uppercase;letter-spacing:.05em;margin:.6em 0 .2em;break-after:avoid;overflow-wrap:anywhere}
.poster .row{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:0 .5em;align-items:baseline;padding:.15em 0;border-bottom:1px dotted #aaa;break-inside:avoid}
.poster .row p{margin:0}
.poster .name{min-width:0;overflow-wrap:anywhere}
.poster .second{font-size:.7em}
.poster .price{font-weight:700;white-space:nowrap;text-align:end}
.poster .sizes{grid-column:1/-1;margin:0;padding:0 0 0 1em;list-style:none}
.poster .sizes li{display:flex;align-items:baseline;gap:.5em;font-size:.85em}
.poster .sizes span{min-width:0;overflow-wrap:anywhere}
.poster .sizes strong{margin-inline-start:auto;white-space:nowrap}
.poster .grams{font-weight:400}
.poster footer{margin-top:1em;font-size:.65em;color:#444;display:flex;flex-wrap:wrap;justify-content:space-between;gap:0 1em;break-inside:avoid}
.poster footer span{overflow-wrap:anywhere}
@media screen and (max-width:700px){.poster{font-size:12pt}.poster .columns{columns:1}}
`;

/**
 * Every dish with its price in large type, for the door, in Turkish and, when asked, a second
 * language that is on (each text in it falling back as on the guests' pages); `changed` is when
 * a price last changed.
 */
export function pricePosterPage(
  menu: PublicMenu,
  size: PosterSize,
  second: Language | null,
  changed: CalendarDay | null,
  today: CalendarDay,
  options: ReactNode,
): PrintPage {
  const { restaurant } = menu;
  const languages: PrintLanguages = second === null ? ['tr'] : ['tr', second];
  /** A text in the second language after the Turkish, unless it is the Turkish itself (a fallback). */
  const translated = (text: MenuText) =>
    second === null || text.lang === 'tr' ? null : (
      <>
        {' '}
        <span className="second" lang={text.lang} dir={MENU_LANGUAGES[text.lang].dir}>
          {text.text}
        </span>
      </>
    );
  const groups = menu.categories.map((category) => {
    const dishes = menu.products.filter((product) => product.categoryId === category.id);
    if (dishes.length === 0) return null;
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
    style: posterStyle(size),
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
