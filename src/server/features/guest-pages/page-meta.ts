import { jsonForScript } from '../../../shared/json-script.js';
import { MENU_LANGUAGES } from '../../../shared/languages.js';
import { localized, menuText, type Language, type MenuProduct, type PublicMenu } from '../../../shared/menu.js';
import { categoryPath, dishPath, dishSlugs, homePath } from '../../../shared/paths.js';
import { sharedImageUrl } from './og-image.js';

/** What a guest page is about, for link previews and search engines. */
export interface PageAbout {
  kind: 'home' | 'category' | 'dish' | 'not-found';
  /** The page's own words for itself (a category's or dish's description); the restaurant's note on the home page. */
  description: string | null;
}

const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** An attribute's value, escaped for HTML. */
function attribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The head's link-preview tags (Open Graph): the site's name, the page's title (as drawn, already
 * escaped as text), kind, language and description.
 */
export function openGraphTags(about: PageAbout, menu: PublicMenu, language: Language, drawnTitle: string | null): string {
  const tags: [string, string][] = [
    ['og:site_name', attribute(menu.restaurant.restaurantName)],
    ['og:type', about.kind === 'home' ? 'restaurant.restaurant' : 'website'],
    ['og:locale', MENU_LANGUAGES[language].ogLocale],
  ];
  if (drawnTitle) tags.push(['og:title', drawnTitle.replace(/"/g, '&quot;')]);
  if (about.description) tags.push(['og:description', attribute(about.description)]);
  return tags.map(([property, content]) => `<meta property="${property}" content="${content}">`).join('');
}

/**
 * schema.org's Restaurant with its Menu for the home page, as JSON-LD: the name, address,
 * phone, opening hours (and the coming exceptions), Instagram and the menu's sections. Escaped
 * like the embedded menu, so no text staff type can end the script early.
 */
export function restaurantJsonLd(menu: PublicMenu, language: Language, origin: string | null): string {
  const { restaurant } = menu;
  const url = (path: string) => (origin ? origin + path : path);
  const hours = restaurant.hours.flatMap((windows, weekday) =>
    windows.map((window) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${SCHEMA_DAYS[weekday]}`,
      opens: window.opens,
      closes: window.closes,
    })),
  );
  const exceptions = restaurant.exceptions.flatMap((exception) =>
    (exception.windows.length > 0 ? exception.windows : [{ opens: '00:00', closes: '00:00' }]).map((window) => ({
      '@type': 'OpeningHoursSpecification',
      validFrom: exception.date,
      validThrough: exception.date,
      opens: window.opens,
      closes: window.closes,
    })),
  );
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: restaurant.restaurantName,
    url: url(homePath(language)),
    servesCuisine: 'Turkish',
    ...(restaurant.address ? { address: { '@type': 'PostalAddress', streetAddress: restaurant.address } } : {}),
    ...(restaurant.phone ? { telephone: restaurant.phone } : {}),
    ...(hours.length + exceptions.length > 0 ? { openingHoursSpecification: [...hours, ...exceptions] } : {}),
    ...(restaurant.instagram ? { sameAs: [`https://www.instagram.com/${restaurant.instagram}/`] } : {}),
    hasMenu: {
      '@type': 'Menu',
      inLanguage: language,
      url: url(homePath(language)),
      hasMenuSection: menu.categories.map((category) => ({
        '@type': 'MenuSection',
        name: localized(category, language),
        url: url(categoryPath(category, language)),
      })),
    },
  };
  return `<script type="application/ld+json">${jsonForScript(JSON.stringify(data))}</script>`;
}

/**
 * schema.org's MenuItem for a dish's page, as JSON-LD: its name, description, picture, price(s)
 * and rating. The picture is a file that exists (an uploaded photo's JPEG, not the photo's
 * `/media/<key>`, which is no file), at its absolute address when the menu's public address is
 * known and at its own path otherwise. Drawn with the page's head by the server, for search
 * engines; escaped like the embedded menu.
 */
export function menuItemJsonLd(product: MenuProduct, menu: PublicMenu, language: Language, origin: string | null): string {
  const availability = product.soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock';
  const offer = (price: number, name?: string) => ({
    '@type': 'Offer',
    ...(name === undefined ? {} : { name }),
    price: (price / 100).toFixed(2),
    priceCurrency: 'TRY',
    availability,
  });
  const image = sharedImageUrl(product.image, menu.media, origin ?? '');
  const data = {
    '@context': 'https://schema.org',
    '@type': 'MenuItem',
    name: localized(product, language),
    description: menuText(product, 'description', language).text,
    ...(image ? { image } : {}),
    offers:
      product.sizes.length === 0
        ? offer(product.priceKurus)
        : product.sizes.map((size) => offer(size.priceKurus, menuText(size, 'label', language).text)),
    ...(product.averageRating !== null && product.reviewCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.averageRating, reviewCount: product.reviewCount } }
      : {}),
  };
  return `<script type="application/ld+json">${jsonForScript(JSON.stringify(data))}</script>`;
}

/** What a guest page shows, as far as its addresses in other languages go. */
export interface PageIdentity {
  kind: PageAbout['kind'];
  /** A category or dish page's category (the first the page embeds). */
  categoryIds: readonly number[];
  product?: MenuProduct | undefined;
}

/**
 * The page's address in each language guests have (in the switcher's order), or none for a
 * 404 page: the same home, category or dish under its name in that language.
 */
export function pageAddresses(page: PageIdentity, menu: PublicMenu, languages: readonly Language[]): [Language, string][] {
  if (page.kind === 'home') return languages.map((language) => [language, homePath(language)]);
  const category = menu.categories.find((candidate) => candidate.id === page.categoryIds[0]);
  if (!category || page.kind === 'not-found') return [];
  if (page.kind === 'category') return languages.map((language) => [language, categoryPath(category, language)]);
  const product = page.product;
  if (!product) return [];
  return languages.map((language) => [
    language,
    dishPath(category, dishSlugs(menu.products, category.id, language).get(product.id) ?? '', language),
  ]);
}

/**
 * The head's links to the page's own address (canonical: however the guest spelled it, `/en/`)
 * and to the same page in every other language (hreflang, Turkish as the default), absolute
 * under the menu's public address. The paths are encoded already (shared/paths.ts).
 */
export function addressLinks(addresses: readonly [Language, string][], language: Language, origin: string): string {
  const own = addresses.find(([code]) => code === language)?.[1];
  if (own === undefined) return '';
  const href = (path: string) => attribute(`${origin}${path}`);
  const turkish = addresses.find(([code]) => code === 'tr')?.[1] ?? own;
  return (
    `<link rel="canonical" href="${href(own)}">` +
    addresses.map(([code, path]) => `<link rel="alternate" hreflang="${code}" href="${href(path)}">`).join('') +
    `<link rel="alternate" hreflang="x-default" href="${href(turkish)}">`
  );
}

/**
 * `sitemap.xml`: every public page (the home page, each category, each dish) in every language
 * guests have, each with its alternates, under the menu's public address.
 */
export function sitemap(menu: PublicMenu, languages: readonly Language[], origin: string): string {
  const pages: PageIdentity[] = [
    { kind: 'home', categoryIds: [] },
    ...[...menu.categories]
      .sort((a, b) => a.order - b.order)
      .flatMap((category) => [
        { kind: 'category' as const, categoryIds: [category.id] },
        ...menu.products
          .filter((product) => product.categoryId === category.id)
          .map((product) => ({ kind: 'dish' as const, categoryIds: [category.id], product })),
      ]),
  ];
  const loc = (path: string) => xmlText(`${origin}${path}`);
  const urls = pages.flatMap((page) => {
    const addresses = pageAddresses(page, menu, languages);
    const alternates = addresses.map(([code, path]) => `<xhtml:link rel="alternate" hreflang="${code}" href="${loc(path)}"/>`).join('');
    return addresses.map(([, path]) => `<url><loc>${loc(path)}</loc>${alternates}</url>`);
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

function xmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
