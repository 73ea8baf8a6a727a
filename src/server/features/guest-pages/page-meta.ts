import { jsonForScript } from '../../../shared/json-script.js';
import { MENU_LANGUAGES } from '../../../shared/languages.js';
import { localized, menuText, type Language, type MenuProduct, type PublicMenu } from '../../../shared/menu.js';
import { categoryPath, homePath } from '../../../shared/paths.js';
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
