import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiErrorBody } from '../../../shared/api-error.js';
import { steadyOffsetAround, type SteadyOffset } from '../../../shared/calendar.js';
import { CALLS_TEMPLATE } from '../../../shared/calls.js';
import { filterSearchOf, findCategoryByName, findDish } from '../../../shared/filters.js';
import { GUEST_PAGES, OFFLINE_NOTICE_META, type DrawnGuestPage, type GuestPage } from '../../../shared/guest-pages.js';
import { loadStrings, translator } from '../../../shared/i18n/translate.js';
import { languagePrefix, LANGUAGES, languagesOn, MENU_LANGUAGES, type Language } from '../../../shared/languages.js';
import { jsonForScript } from '../../../shared/json-script.js';
import { menuText, type MenuCategory, type MenuProduct, type PublicMenu } from '../../../shared/menu.js';
import { menuPart, type MenuPart } from '../../../shared/menu-part.js';
import { categoryPath, dishPath, homePath } from '../../../shared/paths.js';
import { menuStyleSheet } from '../../../shared/menu-styles.js';
import { prepareBody, sendPrepared, type PreparedBody } from '../../platform/http/compressed.js';
import { answerOf, apiError } from '../../platform/http/contract.js';
import { notFound } from '../../platform/http/errors.js';
import { contentSecurityPolicy } from '../../platform/http/security-headers.js';
import type { Database } from '../../platform/db/schema.js';
import type { CachedMenu, MenuCache } from '../../platform/menu-cache.js';
import { manifestIcons } from '../../resources/settings/logo-icons.js';
import { currentAddress } from '../../platform/records/former-addresses.js';
import { ogImageTag, publicOrigin, sharedImageUrl } from './og-image.js';
import { addressLinks, menuItemJsonLd, openGraphTags, pageAddresses, restaurantJsonLd, sitemap, type PageAbout } from './page-meta.js';
import { TABLE_NAME_MAX, TABLE_PARAM } from '../../../shared/tables.js';
import { canonicalLanguagePath, classifyPath, type AppPage } from './routes.js';
import { loadGuestRenderer } from './ssr.js';
import { phoneLanguage } from './phone-language.js';
import { menuLanguageOf } from '../menu/languages.js';

const TEMPLATE_FILE = /^\/(?:index|admin)\.html(?:\.br|\.gz)?$/;

/**
 * How many filtered category pages (`?icermesin=gluten`) are kept drawn: any guest can make up a
 * new filter, so these are a bounded few, the oldest let go first.
 */
const FILTERED_PAGES_KEPT = 200;

/** How often the menu's public address saved for the QR codes is read again (without PUBLIC_URL). */
const ORIGIN_READ_MS = 30_000;

export interface WebAppOptions {
  webDir: string;
  /** Where the guest pages' server renderer was built (`dist/ssr`). */
  ssrDir: string;
  menuCache: MenuCache;
  /** Where the former addresses of renamed categories and dishes are kept (none without). */
  db?: Kysely<Database>;
  /** The menu's public address (PUBLIC_URL); unset, the one saved for the QR codes, if any. */
  publicUrl?: string | undefined;
  /** Whether staff have set up a table of this name (the Turkish way: 'bahçe 2' is 'Bahçe 2'). */
  tableExists: (name: string) => Promise<boolean>;
}

/**
 * Serves the built web app: hashed assets with a year-long cache, and index.html for every
 * address the client router knows. Guest pages arrive drawn (the server renders them with the
 * same components, once per menu change) with the menu embedded, so a phone shows the menu
 * before its script has run and the script needs no second round trip. Unknown addresses get
 * the app's 404 page with status 404; unknown /api addresses get a JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { webDir, ssrDir, menuCache, db, publicUrl, tableExists }: WebAppOptions,
): Promise<void> {
  const indexFile = path.join(webDir, 'index.html');
  const template = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  if (template === null) {
    app.log.warn(`The web app is not built (${indexFile} is missing): run "npm run build". The API still works.`);
  } else {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset; they are sent to clients that accept them.
      preCompressed: true,
      cacheControl: false,
      // index.html is the pages' template, never a page of its own (nor a file to cache for a
      // day, which would keep asking for the assets of an old build): /index.html is unknown.
      allowedPath: (pathName) => !TEMPLATE_FILE.test(pathName),
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // The service worker is asked for at every visit: a new version is found the next time.
        const revalidated = path.basename(filePath).startsWith('sw.js');
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : revalidated ? 'no-cache' : 'public, max-age=86400');
      },
    });
  }

  // Every language's strings: the manifests, and the pages' renderer, read them.
  await Promise.all(LANGUAGES.map(loadStrings));
  const html = 'text/html; charset=utf-8';
  const manifest = readManifest(webDir);
  const partsLinked = template === null ? new Map<string, { styles: string; scripts: string }>() : partLinks(manifest, template);
  const callsFiles = tableCallsFiles(manifest);
  const fontPreloads = fontsOf(manifest)
    .map((font) => `<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  const render = template === null ? null : await loadGuestRenderer(ssrDir, app.log);
  // The back office's page (another app, admin.html) is the same for everyone: prepared once.
  const adminFile = path.join(webDir, 'admin.html');
  const adminPage = fs.existsSync(adminFile) ? prepareBody(fs.readFileSync(adminFile, 'utf8'), html) : null;
  // The guest app with no page drawn, in each language: what the service worker shows for a
  // guest page it never stored when the phone is offline (the app then draws the page from
  // the menu it stored). Prepared once.
  const offlineShells =
    template === null
      ? null
      : (Object.fromEntries(
          LANGUAGES.map((language) => [language, prepareBody(withHead(withLanguage(template, language), NOINDEX), html)]),
        ) as Record<Language, Promise<PreparedBody>>);
  for (const language of LANGUAGES) {
    const prefix = languagePrefix(language);
    app.get(
      `${prefix}/offline`,
      {
        schema: {
          response: {
            200: answerOf('The page a phone shows offline.', 'text/html'),
            503: answerOf('The web app is not built.', 'text/plain'),
          },
        },
      },
      async (request, reply) => {
        if (offlineShells === null) return reply.code(503).type('text/plain; charset=utf-8').send('The web app is not built.');
        return sendPrepared(request, reply.header('cache-control', 'no-cache'), await offlineShells[language]);
      },
    );
    app.get(
      `${prefix}/manifest.webmanifest`,
      { schema: { response: { 200: answerOf('The installed app’s manifest.', 'application/manifest+json') } } },
      async (_request, reply) => {
        const { menu } = await menuCache.get();
        return reply
          .type('application/manifest+json; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(JSON.stringify(webAppManifest(menu, language)));
      },
    );
  }
  // Guest pages show the menu: drawn and prepared once per menu change, language and page.
  const guestPages = new Map<string, Promise<PreparedPage>>();
  let guestPagesEtag = '';
  // Pages name their absolute addresses (the picture, the restaurant's) with the menu's public
  // address, never with the Host a request names: the pages are kept for everyone.
  let origin: string | null = null;
  let originReadAt = -Infinity;
  /** The public address saved for the QR codes may change: read again now and then, pages redrawn when it does. */
  async function readOrigin(): Promise<void> {
    if (publicUrl !== undefined || performance.now() - originReadAt < ORIGIN_READ_MS) return;
    originReadAt = performance.now();
    const next = await publicOrigin(publicUrl, db);
    if (next !== origin) guestPages.clear();
    origin = next;
  }
  if (publicUrl !== undefined) origin = await publicOrigin(publicUrl, db);

  // Every public page in every language guests have, for search engines: absolute addresses,
  // so only with the menu's public address (PUBLIC_URL, or the one saved for the QR codes).
  app.get(
    '/sitemap.xml',
    { schema: { response: { 200: answerOf('Every public page, for search engines.', 'application/xml'), 404: apiError } } },
    async (_request, reply) => {
      await readOrigin();
      if (origin === null) throw notFound('Menünün herkese açık adresi kaydedilmemiş: site haritası yok');
      const { full: menu } = await menuCache.get();
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(sitemap(menu, languagesOn(menu.restaurant.menuLanguages), origin));
    },
  );

  /** The page drawn by the server renderer, or null to leave the drawing to the browser. */
  function draw(url: string, part: MenuPart): DrawnGuestPage | null {
    if (render === null) return null;
    try {
      return render({ url, menu: part });
    } catch (error) {
      // The browser can still draw the page from the embedded menu.
      app.log.error({ err: error, url }, 'Drawing a guest page on the server failed');
      return null;
    }
  }

  async function guestPage(view: GuestView, language: Language, cached: CachedMenu, origin: string | null): Promise<PreparedPage> {
    // A long menu is mostly dishes: the page carries those it shows, the app fetches the rest.
    // Drawn and embedded in the page's language alone (features/menu/languages.ts).
    const served = await cached.servedIn(menuLanguageOf(language, cached.full));
    const part = menuPart(served.menu, view.categoryIds);
    const drawn = draw(view.url, part);
    // The tag chips' colours and the photos' placeholders, as a style sheet the page's policy
    // allows by its hash.
    const menuStyles = drawn ? menuStyleSheet(part.menu) : '';
    const styleTag = menuStyles ? `<style>${menuStyles}</style>` : '';
    const sharedImage = origin === null ? null : sharedImageUrl(view.image, cached.menu.media, origin);
    const ogImage = sharedImage ? ogImageTag(sharedImage) : '';
    const title = /<title>([^<]*)<\/title>/.exec(drawn?.head ?? '')?.[1] ?? null;
    const languages = languagesOn(cached.menu.restaurant.menuLanguages);
    // A page with no words of its own in its language describes the restaurant in it (never
    // in another language's words: a link preview reads as the page does).
    const description = view.description || translator(language)('app.pageDescription', { name: cached.full.restaurant.restaurantName });
    const about =
      (origin === null ? '' : addressLinks(pageAddresses(view, cached.full, languages), language, origin)) +
      descriptionTag(description) +
      openGraphTags({ ...view, description }, cached.full, language, title) +
      (view.kind === 'home' ? restaurantJsonLd(cached.full, language, origin) : '') +
      (view.product ? menuItemJsonLd(view.product, cached.full, language, origin) : '');
    const linked = drawn ? partsLinked.get(view.kind) : undefined;
    const stylesheets = linked ? linked.styles + linked.scripts : '';
    const page = withHead(
      withLanguage(template!, language),
      (drawn?.head ?? '') + stylesheets + ogImage + about + fontPreloads + styleTag + offlineNoticeWords(language),
    );
    const calls = drawn ? tableCallsTemplate(drawn.tableCalls, translator(language)('nav.table'), callsFiles) : '';
    const body = await prepareBody(withMenu(drawn ? withRoot(page, drawn.root) : page, part, calls), html);
    return {
      body,
      policy: menuStyles ? contentSecurityPolicy({ styleHashes: [sha256(menuStyles)] }) : null,
      // The page drawn says whether it is the 404 page; undrawn, the address says.
      status: drawn?.status ?? view.status,
    };
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const pathname = request.url.split('?')[0] ?? '/';
    const page = classifyPath(pathname);
    const notBuilt = () => reply.code(503).type('text/plain; charset=utf-8').send('The web app is not built: run "npm run build".');
    if (page.kind === 'admin') {
      if (adminPage === null) return notBuilt();
      return sendPrepared(request, reply.code(page.known ? 200 : 404).header('cache-control', 'no-cache'), await adminPage);
    }
    // One address per language (`/EN`): `/en` or `/%45N` leads there, for good, query and all.
    const canonical = canonicalLanguagePath(pathname);
    if (canonical !== null) {
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(canonical + search, 301);
    }
    if (template === null) return notBuilt();
    reply.header('cache-control', 'no-cache');

    // The code of a table that is not there (deleted since its card was printed, or made up)
    // opens the menu without one: the page would else name a table the restaurant has not got.
    const withoutTable = await unknownTableLanding(request, page, tableExists);
    if (withoutTable !== null) return reply.redirect(withoutTable, 302);

    // A table's code (`/?masa=5`) is one for every language: the phone's language picks.
    const cached = await menuCache.get();
    const scanned = scanLanding(request, page, languagesOn(cached.menu.restaurant.menuLanguages));
    if (scanned !== null) return reply.header('vary', 'accept-language').redirect(scanned, 302);

    if (cached.etag !== guestPagesEtag) {
      guestPages.clear();
      guestPagesEtag = cached.etag;
    }
    await readOrigin();
    // A category's list is drawn filtered as its address says (a shared "without gluten"), so
    // that the page leaves those dishes out before any script has run, or with none at all.
    const filters = filterSearchOf(request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '');
    const unfiltered = guestView(page, cached.full, pathname);
    const view = unfiltered.kind === 'category' && filters !== '' ? filteredView(unfiltered, filters) : unfiltered;
    const languageOn = languagesOn(cached.full.restaurant.menuLanguages).includes(page.language);
    if (db && languageOn && view.kind === 'not-found' && page.kind === 'guest' && page.categoryName !== null) {
      // A category or dish renamed since the link was made: its former address leads on, for
      // good. Not kept by browsers, as the name may come back to another record.
      const current = await currentAddress(db, cached.full, page.language, page.categoryName, page.dishSlug);
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      if (current !== null) return reply.redirect(current + search, 301);
    }
    const key = `${page.language} ${view.key}`;
    let prepared = guestPages.get(key);
    if (prepared === undefined) {
      prepared = guestPage(view, page.language, cached, origin);
      guestPages.set(key, prepared);
      if (view.filtered) forgetOldestFiltered(guestPages, key);
    }
    const { body, policy, status } = await prepared;
    if (policy !== null) reply.header('content-security-policy', policy);
    return sendPrepared(request, reply.code(status), body);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (isPageRequest) return sendPage(request, reply);
    const body: ApiErrorBody = {
      error: 'not_found',
      message: `Bulunamadı: ${request.method} ${request.url.split('?')[0]}`,
      requestId: request.id,
    };
    return reply.code(404).send(body);
  });
}

/**
 * The same guest page without its `?masa=` when that names no table staff have set up; null
 * for a page without one, or with a real table. The path keeps one leading slash: never an
 * address on another site (`//host`).
 */
async function unknownTableLanding(
  request: FastifyRequest,
  page: AppPage,
  tableExists: (name: string) => Promise<boolean>,
): Promise<string | null> {
  if (page.kind !== 'guest') return null;
  const [path = '/', search = ''] = request.url.split(/\?(.*)/s, 2);
  const query = new URLSearchParams(search);
  const asked = query.get(TABLE_PARAM);
  if (asked === null) return null;
  // Read as the guest pages read it (web/menu/table.ts).
  const name = asked.trim().replace(/\s+/g, ' ');
  if (name !== '' && name.length <= TABLE_NAME_MAX && (await tableExists(name))) return null;
  query.delete(TABLE_PARAM);
  const rest = query.toString();
  return `/${path.replace(/^\/+/, '')}${rest === '' ? '' : `?${rest}`}`;
}

/**
 * Where a table's code lands a phone whose language is not Turkish: the menu at the same table
 * in the phone's best language among those guests have, English when it has none of them.
 * Null to stay (a Turkish phone, or any other address).
 */
function scanLanding(request: FastifyRequest, page: AppPage, languages: readonly Language[]): string | null {
  if (page.kind !== 'guest' || page.language !== 'tr' || page.categoryName !== null) return null;
  const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  if (!new URLSearchParams(search).has(TABLE_PARAM)) return null;
  const best = phoneLanguage(request.headers['accept-language'], languages);
  return best === 'tr' ? null : `${languagePrefix(best)}${search}`;
}

const NOINDEX = '<meta name="robots" content="noindex">';

/** The page's `<meta name="description">`, in place of the template's. */
function descriptionTag(description: string): string {
  return `<meta name="description" content="${escapeAttribute(description)}">`;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The offline notice's words in `language`, which the service worker writes into a page it answers from its store (sw/offline-notice.ts). */
function offlineNoticeWords(language: Language): string {
  const t = translator(language);
  const words = escapeAttribute(t('offline.notice', { time: '{{time}}' }));
  return `<meta name="${OFFLINE_NOTICE_META}" content="${words}" data-untimed="${escapeAttribute(t('offline.noticeUntimed'))}">`;
}

/** The menu's colours (web/styles: the top bar, the page). */
const THEME_COLOUR = '#7a2e0e';
const BACKGROUND_COLOUR = '#fbf4e9';

/**
 * The web app manifest: the restaurant's name, the menu's home in that language, icons any
 * shape and maskable (drawn from the restaurant's logo when it has one). Pages link it from their script once they have settled (web/boot.ts):
 * linked in the HTML, the browser fetched it, and its icon, while the page was still loading.
 */
export function webAppManifest(menu: PublicMenu, language: Language) {
  const { restaurantName } = menu.restaurant;
  const t = translator(language);
  return {
    id: homePath(language),
    name: `${restaurantName} · ${t('app.installName')}`,
    short_name: shortNameOf(restaurantName),
    description: t('app.installDescription'),
    lang: language,
    dir: MENU_LANGUAGES[language].dir,
    start_url: homePath(language),
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: manifestIcons(menu),
  };
}

/**
 * The name under an installed menu's icon, which launchers cut at about twelve letters: the
 * restaurant's whole name when it fits, else its first word ("Karadeniz" of "Karadeniz Pide
 * Salonu"), else its first twelve letters.
 */
function shortNameOf(restaurantName: string): string {
  if (restaurantName.length <= 12) return restaurantName;
  const first = restaurantName.split(/\s+/)[0] ?? '';
  return first.length <= 12 ? first : restaurantName.slice(0, 12);
}

interface PreparedPage {
  body: PreparedBody;
  /** The page's own content security policy, when it has inline styles to allow. */
  policy: string | null;
  status: 200 | 404;
}

interface GuestView extends PageAbout {
  /** Which page it is; every address showing the same page shares one prepared body. */
  key: string;
  /** The page's own address, for the renderer. */
  url: string;
  status: 200 | 404;
  /** The categories whose dishes the page shows, and so embeds. */
  categoryIds: number[];
  /**
   * The picture a link to the page shows (og:image): the dish's, the category's, or on the home
   * page the campaign's or the first category's.
   */
  image: string | null;
  /** The dish a dish's page shows (its MenuItem data). */
  product?: MenuProduct;
  /** Whether its list is filtered as its address says (one of a bounded few kept). */
  filtered?: boolean;
}

/**
 * The page a guest address shows. An address spelled differently (`/en`, `/EN/Category/pide/`)
 * shows the same page as its own address, so the pages kept are bounded by the menu's size.
 */
function guestView(page: Exclude<AppPage, { kind: 'admin' }>, menu: PublicMenu, pathname: string): GuestView {
  const { language } = page;
  if (page.kind === 'guest' && !languagesOn(menu.restaurant.menuLanguages).includes(language)) {
    // A language guests do not have: every address in it is the same 404 page (web/router.tsx).
    return {
      kind: 'not-found',
      status: 404,
      image: null,
      description: null,
      key: 'not-found language',
      url: homePath(language),
      categoryIds: [],
    };
  }
  if (page.kind === 'guest' && page.page.kind === 'home') {
    const first = [...menu.categories].sort((a, b) => a.order - b.order)[0];
    const note = ownText(menu.restaurant, 'note', language);
    return {
      kind: 'home',
      key: 'home',
      url: homePath(language),
      status: 200,
      categoryIds: [],
      image: menu.campaign?.image || first?.image || null,
      description: note || null,
    };
  }
  const category = page.kind === 'guest' ? findCategoryByName(menu.categories, page.categoryName!, language) : undefined;
  if (category && page.kind === 'guest' && page.dishSlug !== null) {
    const dish = findDish(menu.products, category, page.dishSlug, language);
    if (dish) {
      const url = dishPath(category, dish.slug, language);
      const description = ownText(dish.product, 'description', language);
      return {
        kind: 'dish',
        key: `dish ${dish.product.id}`,
        url,
        status: 200,
        categoryIds: embedded(page.page, category),
        image: dish.product.image,
        description,
        product: dish.product,
      };
    }
  } else if (category && page.kind === 'guest') {
    const description = ownText(category, 'description', language);
    return {
      kind: 'category',
      key: `category ${category.id}`,
      url: categoryPath(category, language),
      status: 200,
      categoryIds: embedded(page.page, category),
      image: category.image,
      description,
    };
  }
  return notFoundView(page, category, pathname);
}

/** A category's page with its list filtered as `filters` (shared/filters.ts: filterSearchOf) say. */
function filteredView(view: GuestView, filters: string): GuestView {
  return { ...view, key: `${view.key}${filters}`, url: `${view.url}${filters}`, filtered: true };
}

/** Lets the oldest filtered page go once more than FILTERED_PAGES_KEPT are kept (a Map keeps its order of insertion). */
function forgetOldestFiltered(pages: Map<string, unknown>, added: string): void {
  const filtered = [...pages.keys()].filter((key) => key.includes('?'));
  for (const key of filtered.slice(0, Math.max(0, filtered.length - FILTERED_PAGES_KEPT))) {
    if (key !== added) pages.delete(key);
  }
}

/** A record's text in `language` itself, not along its fallback chain: what a link to its page says of it. */
function ownText(record: Parameters<typeof menuText>[0], field: string, language: Language): string {
  const text = menuText(record, field, language);
  return text.lang === language ? text.text : '';
}

/** The categories whose dishes a page embeds (shared/guest-pages.ts). */
function embedded(page: GuestPage, category: MenuCategory): number[] {
  return page.embedsCategory ? [category.id] : [];
}

/**
 * The 404 page, in the address's language, drawn at an address the app matches by the same
 * route as the one asked for: a dish's address gets the dish page's own 404 (inside its part,
 * with the category's dishes embedded so the app knows the dish is not among them), or React
 * would find other markup than it draws and throw the page away. Every address of one kind
 * draws the same page, so one is kept per kind and category.
 */
function notFoundView(page: Exclude<AppPage, { kind: 'admin' }>, category: MenuCategory | undefined, pathname: string): GuestView {
  const { language } = page;
  const base = { kind: 'not-found', status: 404, image: null, description: null } as const;
  if (page.kind === 'guest' && category && page.dishSlug !== null) {
    // `-` is no dish's address segment (slugOf trims hyphens), so the page is the 404 for all.
    return { ...base, key: `not-found dish ${category.id}`, url: dishPath(category, '-', language), categoryIds: [category.id] };
  }
  if (page.kind === 'guest') {
    // An unknown category: the page does not depend on its name, only on the route.
    const route = page.dishSlug === null ? 'category' : 'dish';
    return { ...base, key: `not-found ${route}`, url: pathname, categoryIds: [] };
  }
  return {
    ...base,
    key: 'not-found',
    url: `${languagePrefix(language)}/404`,
    status: 404,
    categoryIds: [],
  };
}

/** The build's manifest: which hashed files each source module became (Vite writes it). */
type Manifest = Record<
  string,
  { file: string; name?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; assets?: string[]; css?: string[] }
>;

function readManifest(webDir: string): Manifest {
  try {
    return JSON.parse(fs.readFileSync(path.join(webDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/**
 * The wordmark's font files, from the build's manifest (hashed names change with every build):
 * those of the entry and of the app module it loads (boot.ts → main.tsx).
 */
function fontsOf(manifest: Manifest): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const app = (entry?.dynamicImports ?? []).map((name) => manifest[name]);
  // The small wordmark font only: the whole font is for other names than the product's (web/styles/global.css).
  return [entry, ...app].flatMap((chunk) => chunk?.assets ?? []).filter((asset) => /wordmark[^/]*\.woff2$/.test(asset));
}

/**
 * What each kind of page links for the parts it shows (shared/guest-pages.ts), from the build's
 * manifest, those of the chunks they import included:
 * - `styles`: their style sheets, but not those the template links already (the app's own). The
 *   page the server draws needs them before it shows, or the part would shift into its layout
 *   when the app loads it;
 * - `scripts`: a `<meta name="sofra:scripts">` naming the app's files and the parts', which the
 *   page's first script (web/boot.ts) fetches once the page is on screen, to run them when the
 *   guest first reaches for the page.
 */
function partLinks(manifest: Manifest, template: string): Map<string, { styles: string; scripts: string }> {
  const links = new Map<string, { styles: string; scripts: string }>();
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  for (const { kind, parts: sources } of GUEST_PAGES) {
    const styles = new Set<string>();
    const scripts = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || key === entry) return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) return;
      if (chunk.file.endsWith('.js')) scripts.add(chunk.file);
      for (const file of chunk.css ?? []) styles.add(file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    // The app itself (which the template's script loads), then the parts. Not the entry's other
    // chunks: a table's calls bar (its style sheet would hold up every page) and the visit's count.
    const app = (entry ? (manifest[entry]?.dynamicImports ?? []) : []).filter((key) => manifest[key]?.name === 'main');
    for (const key of [...app, ...sources]) visit(key);
    const styleTags = [...styles]
      .filter((file) => !template.includes(`/${file}"`))
      .map((file) => `<link rel="stylesheet" href="/${file}">`);
    const names = [...scripts].map((file) => `/${file}`).join(' ');
    links.set(kind, { styles: styleTags.join(''), scripts: names ? `<meta name="sofra:scripts" content="${names}">` : '' });
  }
  return links;
}

/** A table's calls bar's island (web/menu/calls/island.tsx): its style sheet and its scripts, from the build's manifest. */
function tableCallsFiles(manifest: Manifest): { style: string | null; scripts: string[] } {
  const island = manifest['src/web/menu/calls/island.tsx'];
  const imported = (island?.imports ?? []).map((key) => manifest[key]).filter((chunk) => chunk !== undefined && !chunk.isEntry);
  const scripts = [island, ...imported].flatMap((chunk) => (chunk ? [`/${chunk.file}`] : []));
  return { style: island?.css?.[0] ? `/${island.css[0]}` : null, scripts };
}

/**
 * A table's calls bar as drawn (`markup`), in a `<template>` the page's first script shows at a
 * table (web/menu/calls/drawn.ts): with the word before a table's number, the bar's style sheet
 * and its island's scripts.
 */
function tableCallsTemplate(markup: string, tableWord: string, { style, scripts }: ReturnType<typeof tableCallsFiles>): string {
  const styleAttribute = style ? ` data-style="${escapeAttribute(style)}"` : '';
  const attributes = `data-table-word="${escapeAttribute(tableWord)}"${styleAttribute} data-scripts="${escapeAttribute(scripts.join(' '))}"`;
  return `<template id="${CALLS_TEMPLATE}" ${attributes}>${markup}</template>`;
}

/**
 * Puts `text` in place of the first `marker` in `html`. Never `String.replace` with a string:
 * in menu text typed by staff or guests, `$'`, `` $` ``, `$&` and `$$` would be read as
 * replacement patterns ("Sadece 5$'a!" would paste the rest of the page in again).
 */
function insertAt(html: string, marker: string | RegExp, text: string): string {
  return html.replace(marker, () => text);
}

/**
 * Adds `tags` to the head; a `<title>` among them replaces the template's. A picture's preload
 * goes first, before the app's script and style sheets: the page's largest picture is its
 * largest download above the fold, and asked for first it takes the connection the page came
 * on instead of waiting for a new one (HTTP/1.1 opens one per request in flight).
 */
function withHead(html: string, tags: string): string {
  const titled = tags.includes('<title>') ? insertAt(html, /<title>[^<]*<\/title>/, '') : html;
  const page = tags.includes('<meta name="description"') ? insertAt(titled, /<meta name="description"[^>]*>/, '') : titled;
  const pictures = (tags.match(IMAGE_PRELOAD) ?? []).join('');
  const viewport = /<meta name="viewport"[^>]*>/.exec(page)?.[0];
  if (!pictures || !viewport) return insertAt(page, '</head>', `${tags}</head>`);
  const rest = tags.replace(IMAGE_PRELOAD, () => '');
  return insertAt(insertAt(page, viewport, viewport + pictures), '</head>', `${rest}</head>`);
}

const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*>/g;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64');
}

function withRoot(html: string, markup: string): string {
  return insertAt(html, '<div id="root"></div>', `<div id="root">${markup}</div>`);
}

function withLanguage(html: string, language: Language): string {
  return insertAt(html, /<html lang="[a-z]+"/, `<html lang="${language}" dir="${MENU_LANGUAGES[language].dir}"`);
}

/**
 * Embeds the page's part of the menu as a JSON data block, naming the categories whose dishes
 * it holds (web/api/menu.ts); `<` is escaped so no text in it can close the tag. It also gives
 * the restaurant's offset from UTC and the span it holds for (`minutes from until`), so the
 * phone reads the restaurant's clock without building a formatter (shared/calendar.ts).
 */
function withMenu(html: string, { menu, categoryIds }: MenuPart, after = ''): string {
  const categories = categoryIds === null ? '' : ` data-categories="${categoryIds.join(' ')}"`;
  const { minutes, from, until } = steadyOffsetNow(menu.restaurant.timeZone);
  const offset = ` data-utc-offset="${minutes} ${from} ${until}"`;
  const json = jsonForScript(JSON.stringify(menu));
  return insertAt(html, '</body>', `<script id="sofra-menu" type="application/json"${categories}${offset}>${json}</script>${after}</body>`);
}

const steadyOffsets = new Map<string, SteadyOffset>();
const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

/** The span of `timeZone`'s present offset, worked out again after a clock change or within a month of the span's end. */
function steadyOffsetNow(timeZone: string): SteadyOffset {
  const now = Date.now();
  let span = steadyOffsets.get(timeZone);
  if (!span || now < span.from || now > span.until - MONTH_MS) {
    span = steadyOffsetAround(timeZone, now);
    steadyOffsets.set(timeZone, span);
  }
  return span;
}
