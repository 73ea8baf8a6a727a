import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS_TEMPLATE } from '../../src/shared/calls.js';
import type { AdminCampaign } from '../../src/shared/schemas/campaign.js';
import type { AdminCategory } from '../../src/shared/schemas/category.js';
import type { AdminIngredient } from '../../src/shared/schemas/ingredient.js';
import type { AdminProduct } from '../../src/shared/schemas/product.js';
import type { RestaurantSettings } from '../../src/shared/schemas/settings.js';
import type { AdminTag } from '../../src/shared/schemas/tag.js';
import type { PublicMenu } from '../../src/shared/menu.js';
import { menuPart } from '../../src/shared/menu-part.js';
import { kurusToDecimalText } from '../../src/shared/money-input.js';
import { categoryPath } from '../../src/shared/paths.js';
import { copyBuild } from '../../scripts/build.mjs';
import { startTestApp, type TestApp } from '../support/app.js';
import { asStaff, renameFirstProduct, signIn } from '../support/staff.js';
import { productBody } from '../support/product-body.js';

/**
 * Guest pages arrive drawn: the real build (the browser's bundle and the server's renderer, as
 * `npm run build` makes them) served by the real server on a real database. That the browser's
 * first render matches this markup is checked in a real browser (tests/e2e: a hydration mismatch
 * is a console error there).
 */
let buildDir: string;
let t: TestApp;
let menu: PublicMenu;

beforeAll(async () => {
  // The production build (tests/setup/build.ts made it, if a source was newer than the last one),
  // copied so that a rebuild meanwhile takes no file from under the server.
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-ssr-'));
  const { webDir, ssrDir } = copyBuild(buildDir);
  t = await startTestApp({ env: { WEB_DIR: webDir, SSR_DIR: ssrDir } });
  menu = (await t.app.inject('/api/menu')).json<PublicMenu>();
}, 120_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(buildDir, { recursive: true, force: true });
});

const page = async (url: string) => {
  const response = await t.app.inject(url);
  const html = response.body;
  return {
    status: response.statusCode,
    html,
    head: html.slice(0, html.indexOf('</head>')),
    root: /<div id="root">(.*)<\/div>\s*<script id="sofra-menu"/s.exec(html)?.[1] ?? '',
  };
};

describe('guest pages drawn by the server', () => {
  it('/ shows the hero, the campaign, the weekly choice and every category, with its title in the head', async () => {
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.root).toContain('Lezzetli Menümüz');
    expect(home.root).toContain(menu.campaign!.titleTr);
    const weekly = menu.products.find((product) => product.id === menu.weeklyChoiceId)!;
    expect(home.root).toContain(`Haftanın Seçimi: ${weekly.nameTr}`);
    for (const category of menu.categories) {
      expect(home.root).toContain(`href="/category/${encodeURIComponent(category.nameTr)}"`);
    }
    expect(home.head).toContain('<title>Sofra Pide Salonu · Menü</title>');
    expect(home.html.match(/<title>/g)).toHaveLength(1);
  });

  it('/EN is in English', async () => {
    const home = await page('/EN');
    expect(home.html).toContain('<html lang="en"');
    expect(home.root).toContain('Our Delicious Menu');
    expect(home.root).toContain('href="/EN/category/Drinks"');
    expect(home.head).toContain('<title>Sofra Pide Salonu · Menu</title>');
  });

  it('a category page lists its products with prices, in the address’s language', async () => {
    const drinks = menu.categories.find((category) => category.nameEn === 'Drinks')!;
    const products = menu.products.filter((product) => product.categoryId === drinks.id);
    const english = await page('/EN/category/Drinks');
    const turkish = await page(`/category/${encodeURIComponent(drinks.nameTr)}`);
    expect(english.status).toBe(200);
    expect(turkish.status).toBe(200);
    for (const product of products) {
      expect(english.root).toContain(`>${product.nameEn}</a></h2>`);
      expect(turkish.root).toContain(`>${product.nameTr}</a></h2>`);
    }
    expect(english.root).toContain(`${products.length} products`);
    expect(english.head).toContain('<title>Drinks · Sofra Pide Salonu</title>');
  });

  it('a category’s address with filters is drawn filtered: a shared "without gluten" lists no dish with gluten', async () => {
    const drinks = menu.categories.find((category) => category.nameEn === 'Drinks')!;
    const products = menu.products.filter((product) => product.categoryId === drinks.id);
    const withGluten = products.filter((product) => product.allergens.includes('gluten'));
    const without = products.filter((product) => !product.allergens.includes('gluten'));
    expect(withGluten.length).toBeGreaterThan(0);
    for (const [url, name] of [
      [`/category/${encodeURIComponent(drinks.nameTr)}?icermesin=gluten`, 'nameTr'],
      ['/EN/category/Drinks?icermesin=gluten', 'nameEn'],
      ['/EN/category/Drinks?utm_source=qr&icermesin=gluten&ara=', 'nameEn'],
    ] as const) {
      const filtered = await page(url);
      expect(filtered.status, url).toBe(200);
      for (const product of withGluten) expect(filtered.root, url).not.toContain(`>${product[name]}</a></h2>`);
      for (const product of without) expect(filtered.root, url).toContain(`>${product[name]}</a></h2>`);
      // The filter reads as chosen: the button counts it, the chip in the closed panel is pressed.
      expect(filtered.root, url).toMatch(name === 'nameEn' ? /Filters \(1\) · \d+ products?/ : /Filtreler \(1\) · \d+ ürün/);
      expect(filtered.root, url).toMatch(/aria-pressed="true" aria-label="(?:Gluten içermesin|Without Gluten)"/);
    }
    // Every filter the panel writes: tags, ingredients, prices and the search box.
    const pide = menu.categories.find((category) => category.nameEn === 'Pide')!;
    const pides = menu.products.filter((product) => product.categoryId === pide.id);
    const tag = menu.tags.find((candidate) => candidate.categoryId === pide.id && pides.some((p) => p.tagIds.includes(candidate.id)))!;
    const ingredient = menu.ingredients.find((candidate) => pides.some((p) => p.ingredientIds.includes(candidate.id)))!;
    const cheapest = Math.min(...pides.map((p) => p.priceKurus)) / 100;
    const first = pides[0]!;
    for (const [query, shown] of [
      [`etiket=${tag.id}`, (p: (typeof pides)[number]) => p.tagIds.includes(tag.id)],
      [`malzeme=${ingredient.id}`, (p: (typeof pides)[number]) => p.ingredientIds.includes(ingredient.id)],
      [`max=${cheapest}`, (p: (typeof pides)[number]) => p.priceKurus <= cheapest * 100],
      [`min=${cheapest + 1}`, (p: (typeof pides)[number]) => p.priceKurus >= (cheapest + 1) * 100],
      [`ara=${encodeURIComponent(first.nameTr)}`, (p: (typeof pides)[number]) => p.nameTr.includes(first.nameTr)],
    ] as const) {
      const filtered = await page(`/category/Pide?${query}`);
      const listed = pides.filter((p) => filtered.root.includes(`>${p.nameTr}</a></h2>`)).map((p) => p.nameTr);
      expect(listed, query).toEqual(pides.filter(shown).map((p) => p.nameTr));
      expect(listed.length, query).toBeLessThan(pides.length);
    }
    // Without filters, the page is the category's own, whatever else the query holds.
    expect((await page('/EN/category/Drinks?utm_source=qr')).html).toBe((await page('/EN/category/Drinks')).html);
  });

  it('a page embeds the dishes it shows, not the whole menu, and says which categories they are', async () => {
    const embedded = (html: string) => {
      const script = new JSDOM(html).window.document.getElementById('sofra-menu')!;
      return { menu: JSON.parse(script.textContent) as PublicMenu, categories: script.dataset.categories };
    };
    const pide = menu.categories.find((category) => category.nameEn === 'Pide')!;
    for (const url of ['/category/Pide', '/category/Pide/kiymali-pide']) {
      const { menu: part, categories } = embedded((await page(url)).html);
      expect(categories, url).toBe(String(pide.id));
      expect(part.categories, url).toEqual(menu.categories);
      const weekly = menu.products.filter((product) => product.id === menu.weeklyChoiceId && product.categoryId !== pide.id);
      expect(part.products, url).toEqual([...menu.products.filter((product) => product.categoryId === pide.id), ...weekly]);
      expect(part.tags.every((tag) => tag.categoryId === pide.id)).toBe(true);
    }
    // The home page shows the categories and the weekly choice: no other dish.
    const home = embedded((await page('/')).html);
    expect(home.categories).toBe('');
    expect(home.menu.categories).toEqual(menu.categories);
    expect(home.menu.products.map((product) => product.id)).toEqual([menu.weeklyChoiceId]);
    expect(home.menu.restaurant).toEqual(menu.restaurant);
    expect(home.menu.campaign).toEqual(menu.campaign);
  });

  it('a page showing a part in a chunk of its own links that part’s style sheets, so nothing shifts when the app loads it', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, 'web', '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { css?: string[] }
    >;
    const cssOf = (source: string) => manifest[source]!.css!.map((file) => `<link rel="stylesheet" href="/${file}">`);
    const dish = cssOf('src/web/menu/DishPage.tsx');
    const details = cssOf('src/web/menu/RestaurantDetails.tsx');
    expect(dish.length).toBeGreaterThan(0);
    expect(details.length).toBeGreaterThan(0);
    const dishHead = (await page('/category/Pide/kiymali-pide')).head;
    for (const link of dish) expect(dishHead).toContain(link);
    const homeHead = (await page('/EN')).head;
    for (const link of details) expect(homeHead).toContain(link);
    const categoryHead = (await page('/category/Pide')).head;
    for (const link of [...dish, ...details]) expect(categoryHead).not.toContain(link);
  });

  it('a page names the app’s files and its parts’, which the phone fetches once the page is on screen and runs at the first touch', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, 'web', '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean; dynamicImports?: string[] }
    >;
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!;
    const app = `/${manifest[entry.dynamicImports![0]!]!.file}`;
    const named = async (url: string) =>
      /<meta name="sofra:scripts" content="([^"]*)">/.exec((await page(url)).head)?.[1]?.split(' ') ?? [];
    const dish = await named('/category/Pide/kiymali-pide');
    const category = await named('/EN/category/Pide');
    const home = await named('/');
    for (const files of [dish, category, home]) {
      expect(files[0]).toBe(app);
      // Not the page's own script, which the page runs anyway.
      expect(files).not.toContain(`/${entry.file}`);
    }
    expect(dish).toContain(`/${manifest['src/web/menu/DishPage.tsx']!.file}`);
    expect(category).toContain(`/${manifest['src/web/menu/FilterPanel.tsx']!.file}`);
    expect(home).toContain(`/${manifest['src/web/menu/RestaurantDetails.tsx']!.file}`);
    expect(home).not.toContain(`/${manifest['src/web/menu/FilterPanel.tsx']!.file}`);
  });

  it('holds a table’s calls bar drawn in the page’s language, with its style sheet and its part’s files, for the page’s script to show at a table', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, 'web', '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; css?: string[] }
    >;
    const island = manifest['src/web/menu/calls/island.tsx']!;
    for (const [url, word, waiter, bill] of [
      ['/', 'Masa', 'Garson çağır', 'Hesap iste'],
      ['/AR/category/Pide', 'الطاولة', 'استدعاء النادل', 'طلب الفاتورة'],
    ]) {
      const { window } = new JSDOM((await page(url!)).html);
      const template = window.document.getElementById(CALLS_TEMPLATE) as HTMLTemplateElement;
      expect(template.dataset).toMatchObject({ tableWord: word, style: `/${island.css![0]}` });
      expect(template.dataset.scripts!.split(' ')).toContain(`/${island.file}`);
      const buttons = [...template.content.querySelectorAll('button')].map((button) => [button.dataset.call, button.textContent]);
      expect(buttons).toEqual([
        ['waiter', waiter],
        ['bill', bill],
      ]);
      // One page for every table: the table's name is the page's script's to write.
      expect(template.content.querySelector('section')!.getAttribute('aria-label')).toMatch(/: \{\{table\}\}$/);
    }
  });

  it('a dish has a page of its own at its name, in both languages, with its MenuItem data', async () => {
    const pide = menu.categories.find((category) => category.nameEn === 'Pide')!;
    const kiymali = menu.products.find((product) => product.nameTr === 'Kıymalı Pide')!;
    const turkish = await page('/category/Pide/kiymali-pide');
    expect(turkish.status).toBe(200);
    expect(turkish.root).toContain('>Kıymalı Pide</h1>');
    expect(turkish.head).toContain('<title>Kıymalı Pide · Pide · Sofra Pide Salonu</title>');
    // The language switch leads to the same dish in English (D11).
    expect(turkish.root).toContain(`href="${categoryPath(pide, 'en')}/pide-with-minced-meat"`);
    const english = await page('/EN/category/pide/PIDE-WITH-MINCED-MEAT/');
    expect(english.status).toBe(200);
    expect(english.root).toContain('>Pide with Minced Meat</h1>');
    const { document } = new JSDOM(turkish.html).window;
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent));
    expect(data).toContainEqual(
      expect.objectContaining({
        '@type': 'MenuItem',
        name: 'Kıymalı Pide',
        offers: expect.arrayContaining([expect.objectContaining({ price: '170.00' })]),
      }),
    );
    expect(kiymali.sizes).toHaveLength(2);
    expect((await page('/category/Pide/no-such-dish')).status).toBe(404);
    expect((await page('/category/Pide/kiymali-pide/more')).status).toBe(404);
  });

  it('the home page’s head describes the restaurant (Restaurant and Menu JSON-LD, og: tags), escaped whatever staff type', async () => {
    const staff = asStaff(t.app, await signIn(t.app));
    const before = (await staff.get('/api/admin/settings')).json<RestaurantSettings>();
    const hostile = (label: string) => `${label}</script><script>document.title='x'</script> 5$'a $& $\``;
    const texts = {
      restaurantName: hostile('Sofra'),
      address: hostile('Moda Cad.'),
      wifiName: hostile('Wifi'),
      wifiPassword: hostile('sifre'),
      noteTr: hostile('KDV dahil'),
      noteEn: hostile('VAT included'),
    };
    const saved = await staff.put('/api/admin/settings', { ...before, ...texts });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      for (const [url, language] of [
        ['/', 'tr'],
        ['/EN', 'en'],
      ] as const) {
        const home = await page(url);
        const { document } = new JSDOM(home.html).window;
        const data = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
          JSON.parse(script.textContent),
        );
        expect(data, url).toEqual([
          expect.objectContaining({
            '@type': 'Restaurant',
            name: texts.restaurantName,
            address: { '@type': 'PostalAddress', streetAddress: texts.address },
            hasMenu: expect.objectContaining({
              '@type': 'Menu',
              hasMenuSection: menu.categories.map((category) =>
                expect.objectContaining({ name: language === 'en' ? category.nameEn : category.nameTr }),
              ),
            }),
          }),
        ]);
        const og = (property: string) => document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
        expect(og('og:site_name'), url).toBe(texts.restaurantName);
        expect(og('og:description'), url).toBe(language === 'en' ? texts.noteEn : texts.noteTr);
        expect(og('og:title'), url).toBe(document.title);
        // No script the text could have opened: only the app's module and the data blocks.
        const kinds = [...document.querySelectorAll('script')].map((script) => script.type);
        expect(
          kinds.filter((kind) => !['module', 'application/json', 'application/ld+json'].includes(kind)),
          url,
        ).toEqual([]);
        expect(document.title, url).not.toBe('x');
        // The footer shows the text as typed.
        expect(document.getElementById('root')!.textContent, url).toContain(texts.wifiPassword);
      }
    } finally {
      const current = (await staff.get('/api/admin/settings')).json<RestaurantSettings>();
      await staff.put('/api/admin/settings', { ...before, version: current.version });
    }
  });

  it('a dish whose name holds </script> cannot end its MenuItem data early', async () => {
    const staff = asStaff(t.app, await signIn(t.app));
    const product = (await staff.get('/api/admin/products')).json<AdminProduct[]>().find((p) => p.nameTr === 'Ayran')!;
    const nameEn = `Ayran</script><script>document.title='x'</script>`;
    const saved = await staff.put(`/api/admin/products/${product.id}`, productBody(product, { nameEn }));
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const dish = await page('/EN/category/Drinks/ayran-script-script-document-title-x-script');
      expect(dish.status).toBe(200);
      const { document } = new JSDOM(dish.html).window;
      const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent));
      expect(data.find((item) => item['@type'] === 'MenuItem')?.name).toBe(nameEn);
      // No script the name could have opened: only the app's module and the two data blocks.
      const kinds = [...document.querySelectorAll('script')].map((script) => script.type);
      expect(kinds.filter((kind) => !['module', 'application/json', 'application/ld+json'].includes(kind))).toEqual([]);
    } finally {
      const current = (await staff.get('/api/admin/products')).json<AdminProduct[]>().find((p) => p.id === product.id)!;
      await staff.put(`/api/admin/products/${product.id}`, productBody(current, { nameEn: product.nameEn }));
    }
  });

  it('preloads the page’s first picture and the wordmark font in the head', async () => {
    const home = await page('/');
    expect(home.head).toContain('<link rel="preload" as="image" href="/images/menu/hero.svg" fetchpriority="high">');
    expect(home.head).toMatch(/<link rel="preload" href="\/assets\/[^"]+\.woff2" as="font" type="font\/woff2" crossorigin>/);
    const pide = menu.categories.find((category) => category.nameEn === 'Pide')!;
    const first = menu.products.find((product) => product.categoryId === pide.id)!;
    // The sample Kıymalı Pide is an uploaded photo: preloaded by its AVIF files (photo-pages.test.ts has the details).
    expect(first.image).toMatch(/^\/media\//);
    const pideHead = (await page('/category/Pide')).head;
    expect(pideHead).toMatch(new RegExp(`<link rel="preload" as="image" [^>]*imageSrcSet="${first.image}-320\\.avif 320w, `, 'i'));
    // Asked for before the app's script and style sheets, so it gets the connection the page came on.
    const pictureAt = pideHead.indexOf('<link rel="preload" as="image"');
    expect(pictureAt).toBeLessThan(pideHead.indexOf('<script'));
    expect(pictureAt).toBeLessThan(pideHead.indexOf('<link rel="stylesheet"'));
    const drinks = menu.categories.find((category) => category.nameEn === 'Drinks')!;
    const ayran = menu.products.find((product) => product.categoryId === drinks.id)!;
    expect((await page('/EN/category/Drinks')).head).toContain(`<link rel="preload" as="image" href="${ayran.image}"`);
  });

  it('has no inline style attribute; the tag colours are a style sheet its policy allows by hash', async () => {
    const response = await t.app.inject('/category/Pide');
    const html = response.body;
    const root = /<div id="root">(.*)<\/div>/s.exec(html)![1]!;
    expect(root).not.toMatch(/\sstyle=/);
    const popular = menu.tags.find((tag) => tag.nameEn === 'Popular')!;
    expect(root).toContain(`data-tag="${popular.id}"`);
    const css = /<style>(.*?)<\/style>/s.exec(html)![1]!;
    expect(css).toContain(`[data-tag="${popular.id}"]{color:${popular.textColor};background:${popular.bgColor};`);
    const hash = createHash('sha256').update(css).digest('base64');
    expect(response.headers['content-security-policy']).toContain(`style-src 'self' 'sha256-${hash}';`);
    expect(response.headers['content-security-policy']).not.toContain('unsafe');
  });

  it('an address spelled differently gets the same page', async () => {
    const canonical = await page('/EN/category/Drinks');
    for (const url of ['/EN/category/drinks', '/EN/Category/DRINKS/', '/EN/category/Drinks?table=4']) {
      const variant = await page(url);
      expect(variant.status, url).toBe(200);
      expect(variant.html, url).toBe(canonical.html);
    }
    // The language has one spelling: another leads to it.
    const lower = await t.app.inject('/en/category/drinks');
    expect(lower.statusCode).toBe(301);
    expect(lower.headers.location).toBe('/EN/category/drinks');
  });

  it('an unknown category or address is the 404 page in the address’s language, with status 404', async () => {
    const turkish = await page('/category/Yok');
    expect(turkish.status).toBe(404);
    expect(turkish.root).toContain('Sayfa bulunamadı');
    expect(turkish.head).toContain('<title>Sayfa bulunamadı · Sofra Pide Salonu</title>');
    const english = await page('/EN/no/such/page');
    expect(english.status).toBe(404);
    expect(english.root).toContain('Page not found');
  });

  it('a staff edit shows on the next page served', async () => {
    const staff = asStaff(t.app, await signIn(t.app));
    const [category] = (await staff.get('/api/admin/categories')).json<AdminCategory[]>();
    const { nameEn, descriptionTr, descriptionEn, image, version } = category!;
    const update = { nameTr: 'Fırından Pideler', nameEn, descriptionTr, descriptionEn, image, version };
    expect((await staff.put(`/api/admin/categories/${category!.id}`, update)).statusCode).toBe(200);
    const home = await page('/');
    expect(home.root).toContain('Fırından Pideler');
    expect(home.root).toContain(`href="/category/${encodeURIComponent('Fırından Pideler')}"`);
  });

  it('text from the menu is escaped in the markup', async () => {
    const { product, saved } = await renameFirstProduct(t.app, '<img src=x onerror=alert(1)>');
    expect(saved.statusCode).toBe(200);
    const current = (await t.app.inject('/api/menu')).json<PublicMenu>();
    const category = current.categories.find((c) => c.id === product.categoryId)!;
    const html = (await page(`/category/${encodeURIComponent(category.nameTr)}`)).root;
    // `<` escaped is all that text needs: nothing in it can open a tag.
    expect(html).toContain('&lt;img src=x onerror=alert(1)');
    expect(html).not.toContain('<img src=x');
  });
});

describe('the built index.html', () => {
  it('is never served as a file (with a day’s cache): /index.html is an unknown address', async () => {
    for (const url of ['/index.html', '/index.html.br', '/index.html.gz']) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });
});

describe('the back office’s page', () => {
  it('arrives empty: the app draws it after sign-in checks', async () => {
    const admin = await page('/admin/products');
    expect(admin.status).toBe(200);
    expect(admin.html).toContain('<div id="root"></div>');
    expect(admin.html).not.toContain('sofra-menu');
  });
});

/**
 * `$` followed by `` ` ``, `'`, `&`, `$`, a digit or `<` means something to String.replace; in
 * staff's and guests' text it means nothing but itself ("Sadece 5$'a!").
 */
describe('text holding $ patterns', () => {
  const DOLLARS = "5$'a! $` $& $$ $1 $<x>";
  const texts: string[] = [];
  const dollars = (label: string) => {
    const text = `${label} ${DOLLARS}`;
    texts.push(text);
    return text;
  };

  beforeAll(async () => {
    const staff = asStaff(t.app, await signIn(t.app));
    const save = async (resource: string, id: number, record: object) => {
      const response = await staff.put(`/api/admin/${resource}/${id}`, record);
      expect(response.statusCode, `${resource}/${id}: ${response.body}`).toBe(200);
    };
    for (const { id, productCount: _count, order: _order, ...category } of (await staff.get('/api/admin/categories')).json<
      AdminCategory[]
    >()) {
      await save('categories', id, {
        ...category,
        nameTr: dollars(`K${id}`),
        nameEn: dollars(`C${id}`),
        descriptionTr: dollars('Açıklama'),
        descriptionEn: dollars('About'),
      });
    }
    for (const product of (await staff.get('/api/admin/products')).json<AdminProduct[]>()) {
      const body = productBody(product);
      await save('products', product.id, {
        ...body,
        sizes: body.sizes.map((size, index) => ({ ...size, labelTr: dollars(`B${index}`), labelEn: dollars(`S${index}`) })),
        nameTr: dollars(`Ü${product.id}`),
        nameEn: dollars(`P${product.id}`),
        descriptionTr: dollars('Tarif'),
        descriptionEn: dollars('Recipe'),
      });
    }
    for (const { id, ...tag } of (await staff.get('/api/admin/tags')).json<AdminTag[]>()) {
      await save('tags', id, { ...tag, nameTr: dollars(`E${id}`), nameEn: dollars(`T${id}`) });
    }
    for (const { id, ...ingredient } of (await staff.get('/api/admin/ingredients')).json<AdminIngredient[]>()) {
      await save('ingredients', id, {
        ...ingredient,
        nameTr: dollars(`M${id}`),
        nameEn: dollars(`I${id}`),
        descriptionTr: dollars('Malzeme'),
        descriptionEn: dollars('Ingredient'),
      });
    }
    const campaigns = (await staff.get('/api/admin/campaigns')).json<AdminCampaign[]>();
    for (const { id, phase: _phase, priceKurus, discountPriceKurus, ...campaign } of campaigns) {
      await save('campaigns', id, {
        ...campaign,
        price: priceKurus === null ? null : kurusToDecimalText(priceKurus),
        discountPrice: discountPriceKurus === null ? null : kurusToDecimalText(discountPriceKurus),
        titleTr: dollars(`Kampanya ${id}`),
        titleEn: dollars(`Campaign ${id}`),
        descriptionTr: dollars('Fırsat'),
        descriptionEn: dollars('Offer'),
      });
    }
    const [product] = (await t.app.inject('/api/menu')).json<PublicMenu>().products;
    const review = await t.app.inject({
      method: 'POST',
      url: `/api/products/${product!.id}/reviews`,
      payload: { name: dollars('Ayşe'), rating: 4, comment: dollars('Çok güzel') },
    });
    expect(review.statusCode, review.body).toBe(201);
  });

  it('every guest page is one whole page whose embedded menu is its part of the menu, showing the text as typed', async () => {
    const current = (await t.app.inject('/api/menu')).json<PublicMenu>();
    expect(current.campaign?.titleTr).toContain(DOLLARS);
    const urls = ['/', '/EN', ...current.categories.flatMap((category) => [categoryPath(category, 'tr'), categoryPath(category, 'en')])];
    for (const url of urls) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body.match(/<!doctype/gi), url).toHaveLength(1);
      const { document } = new JSDOM(response.body).window;
      expect(document.querySelectorAll('#root'), url).toHaveLength(1);
      expect(document.querySelectorAll('#sofra-menu'), url).toHaveLength(1);
      const language = url.startsWith('/EN') ? 'En' : 'Tr';
      const category = current.categories.find((c) => url === categoryPath(c, language === 'En' ? 'en' : 'tr'));
      const part = menuPart(current, category ? [category.id] : []).menu;
      expect(JSON.parse(document.getElementById('sofra-menu')!.textContent), url).toEqual(part);
      expect(document.documentElement.lang, url).toBe(url.startsWith('/EN') ? 'en' : 'tr');
      expect(document.title, url).toContain(url.includes('/category/') ? DOLLARS : 'Sofra');
      const shown = document.getElementById('root')!.textContent;
      const expected = category
        ? [
            category[`name${language}`],
            ...current.products.filter((p) => p.categoryId === category.id).map((p) => p[`description${language}`]),
          ]
        : [current.campaign![`title${language}`], current.campaign![`description${language}`]];
      for (const text of expected) expect(shown, url).toContain(text);
    }
    expect(texts.length).toBeGreaterThan(20);
  });
});
