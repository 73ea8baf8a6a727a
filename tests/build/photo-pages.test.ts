import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicMenu } from '../../src/shared/menu.js';
import { MenuCache } from '../../src/server/platform/menu-cache.js';
import { registerWebApp } from '../../src/server/features/guest-pages/spa.js';
import { validatorCompiler } from '../../src/server/platform/http/contract.js';
import { fixtureMenu } from '../web/support/fixture-menu.js';

function withServerCompilers(instance: FastifyInstance): FastifyInstance {
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(serializerCompiler);
  return instance;
}

/**
 * A guest page showing uploaded photos, as the server sends it: the real page assembly
 * (server/features/guest-pages/spa.ts) around the real guest renderer (web/entry-server.tsx, loaded from source
 * here rather than built), on a menu whose first pide, a category and the campaign are photos.
 */
const PIDE = 'a'.repeat(32);
const CATEGORY = 'b'.repeat(32);
const CAMPAIGN = 'c'.repeat(40);
const PLACEHOLDER =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAGElEQVR4nGP8z8DAwMDAxMDAwMDAwAAAJQAC/d9bJ8kAAAAASUVORK5CYII=';

const menu: PublicMenu = {
  ...fixtureMenu,
  categories: fixtureMenu.categories.map((category) => (category.id === 3 ? { ...category, image: `/media/${CATEGORY}` } : category)),
  products: fixtureMenu.products.map((product) => (product.id === 10 ? { ...product, image: `/media/${PIDE}` } : product)),
  campaign: { ...fixtureMenu.campaign!, image: `/media/${CAMPAIGN}` },
  media: {
    [`/media/${PIDE}`]: { width: 1600, height: 1200, widths: [320, 640, 960, 1280], placeholder: PLACEHOLDER },
    [`/media/${CATEGORY}`]: { width: 900, height: 600, widths: [320, 640], placeholder: PLACEHOLDER },
    [`/media/${CAMPAIGN}`]: { width: 2400, height: 1200, widths: [320, 640, 960, 1280, 1920], placeholder: PLACEHOLDER },
  },
};

let dir: string;
let app: FastifyInstance;
let unaddressed: FastifyInstance;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-photo-pages-'));
  const webDir = path.join(dir, 'web');
  const ssrDir = path.join(dir, 'ssr');
  fs.mkdirSync(webDir);
  fs.mkdirSync(ssrDir);
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html lang="tr"><head><title>Sofra</title></head><body><div id="root"></div></body></html>',
  );
  // The renderer from source: the test runner compiles it as it imports it.
  const source = path.resolve('src/web/entry-server.tsx');
  fs.writeFileSync(path.join(ssrDir, 'entry-server.js'), `export { render, ready } from ${JSON.stringify(source)};\n`);
  const menuCache = new MenuCache(
    async () => menu,
    () => '2026-06-01',
  );
  // The server's own compilers: the routes' schemas are zod's (src/server/app.ts).
  app = withServerCompilers(Fastify());
  await registerWebApp(app, { webDir, ssrDir, menuCache, publicUrl: 'https://menu.example.com', tableExists: async () => false });
  await app.ready();
  // The same pages where no public address is configured.
  unaddressed = withServerCompilers(Fastify());
  await registerWebApp(unaddressed, { webDir, ssrDir, menuCache, tableExists: async () => false });
  await unaddressed.ready();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await unaddressed?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const page = async (url: string, host = 'menu.example.com') => {
  const response = await app.inject({ url, headers: { host } });
  const html = response.body;
  return { response, html, head: html.slice(0, html.indexOf('</head>')) };
};

describe('a guest page with uploaded photos, as the server sends it', () => {
  it('paints each photo’s placeholder from the head’s style sheet, which its policy allows by hash', async () => {
    const { response, head, html } = await page('/category/Pide');
    const css = /<style>(.*?)<\/style>/s.exec(head)![1]!;
    expect(css).toContain(`img[data-photo="${PIDE}"]{background-image:url(${PLACEHOLDER});background-size:cover}`);
    const hash = createHash('sha256').update(css).digest('base64');
    expect(response.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    expect(html).toContain(`data-photo="${PIDE}"`);
    const root = /<div id="root">(.*)<\/div>/s.exec(html)![1]!;
    expect(root).not.toMatch(/\sstyle=/);
  });

  it('preloads the first card’s thumbnail in AVIF at the widths and sizes the card asks for', async () => {
    const { head } = await page('/category/Pide');
    const preload = /<link rel="preload" as="image"[^>]*>/i.exec(head)?.[0] ?? '';
    expect(preload).toMatch(new RegExp(`imagesrcset="/media/${PIDE}-320\\.avif 320w, /media/${PIDE}-640\\.avif 640w, `, 'i'));
    expect(preload).toMatch(/imagesizes="\(min-width: 768px\) 144px, 112px"/i);
    expect(preload).toContain('type="image/avif"');
    expect(preload).toMatch(/fetchpriority="high"/i);
  });

  it('names the page’s picture for link previews with the JPEG’s absolute address at the public address', async () => {
    const pide = await page('/category/Pide');
    // The pide category keeps its SVG: no link preview shows one.
    expect(pide.head).not.toContain('og:image');
    const desserts = await page('/EN/category/Desserts');
    expect(desserts.head).toContain(`<meta property="og:image" content="https://menu.example.com/media/${CATEGORY}-900.jpg">`);
  });

  it('never names the host a request gives: pages asked for under other hosts name the public address', async () => {
    for (const host of ['a.test', 'b.test', 'c.test', 'd.test', 'e.test']) await page('/', host);
    for (const host of ['menu.example.com', 'f.test']) {
      const { html, head } = await page('/', host);
      expect(head).toContain(`<meta property="og:image" content="https://menu.example.com/media/${CAMPAIGN}-1280.jpg">`);
      expect(head).toContain('"url":"https://menu.example.com/"');
      expect(html).not.toMatch(/[a-f]\.test/);
    }
  });

  it('without a public address, pages name no host at all: no og:image, the JSON-LD’s addresses relative', async () => {
    const response = await unaddressed.inject({ url: '/', headers: { host: 'evil.test' } });
    expect(response.body).not.toContain('evil.test');
    expect(response.body).not.toContain('og:image');
    expect(response.body).toContain('"url":"/"');
  });

  it('a dish’s MenuItem names its photo by a file that exists: the JPEG, at its absolute address', async () => {
    const { document } = new JSDOM((await page('/category/Pide/kiymali-pide', 'evil.test')).html).window;
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent));
    const item = data.find((entry) => entry['@type'] === 'MenuItem');
    expect(item?.image).toBe(`https://menu.example.com/media/${PIDE}-1280.jpg`);
    const variant = await unaddressed.inject(`/category/Pide/kiymali-pide`);
    expect(variant.body).toContain(`"image":"/media/${PIDE}-1280.jpg"`);
  });
});
