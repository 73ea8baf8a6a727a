// The bench's large menu (issue: a restaurant with a long menu): 20 categories of 15 dishes,
// each dish with two sizes (each with its weight) and allergens, made through the admin API of
// a server of its own, and the size of the pages a guest downloads from it.
import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';

export const LARGE_MENU = { categories: 20, productsPerCategory: 15 };

const ALLERGENS = ['gluten', 'milk', 'eggs', 'nuts', 'sesame', 'soybeans'];
const WORDS = ['közlenmiş', 'taze', 'odun ateşinde', 'tereyağlı', 'baharatlı', 'ev yapımı', 'çıtır', 'bol'];

async function post(base, cookie, path, body) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Makes the large menu: categories sold in sizes, each with a tag and two ingredients, and their dishes. */
export async function seedLargeMenu(base, cookie) {
  for (let c = 1; c <= LARGE_MENU.categories; c += 1) {
    const category = await post(base, cookie, '/api/admin/categories', {
      nameTr: `Kategori ${c}`,
      nameEn: `Category ${c}`,
      descriptionTr: `Ustamızın ${c}. bölümü: mevsimin en iyi tarifleri.`,
      descriptionEn: `Our chef's section ${c}: the season's best recipes.`,
      image: '/images/menu/pide.svg',
      hasMultipleSizes: true,
    });
    const tag = await post(base, cookie, '/api/admin/tags', {
      nameTr: `Yeni ${c}`,
      nameEn: `New ${c}`,
      categoryId: category.id,
      color: '#2E6B3A',
      textColor: '#2E6B3A',
      bgColor: '#F1F8F2',
    });
    const ingredients = [];
    for (const name of ['Domates', 'Kaşar']) {
      ingredients.push(
        await post(base, cookie, '/api/admin/ingredients', {
          nameTr: `${name} ${c}`,
          nameEn: `${name === 'Domates' ? 'Tomato' : 'Cheese'} ${c}`,
          descriptionTr: 'Yerel üreticiden.',
          descriptionEn: 'From a local grower.',
          categoryId: category.id,
        }),
      );
    }
    for (let p = 1; p <= LARGE_MENU.productsPerCategory; p += 1) {
      const word = WORDS[(c + p) % WORDS.length];
      const price = 50 + ((c * 37 + p * 11) % 300);
      await post(base, cookie, '/api/admin/products', {
        nameTr: `Yemek ${c}-${p}`,
        nameEn: `Dish ${c}-${p}`,
        descriptionTr: `${word} malzemelerle, siparişe göre hazırlanır; yanında mevsim salatası ile (${c}-${p}).`,
        descriptionEn: `Made to order with ${word} ingredients, served with a seasonal salad (${c}-${p}).`,
        image: '/images/menu/kiymali-pide.svg',
        categoryId: category.id,
        sizes: [
          { labelTr: 'Normal', labelEn: 'Regular', price: String(price), grams: String(200 + p * 10) },
          { labelTr: 'Büyük', labelEn: 'Large', price: String(price + 60), grams: String(350 + p * 10) },
        ],
        tagIds: p % 3 === 0 ? [tag.id] : [],
        ingredientIds: ingredients.map((ingredient) => ingredient.id),
        allergens: [ALLERGENS[p % ALLERGENS.length], ALLERGENS[(c + p) % ALLERGENS.length]],
      });
    }
  }
}

/** The bytes of `url`'s page as a phone downloads it, compressed with brotli. */
export function brotliBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          // The server prepares brotli; should it not, the figure is still what brotli makes of it.
          resolve(response.headers['content-encoding'] === 'br' ? body.length : zlib.brotliCompressSync(body).length);
        });
      })
      .on('error', reject);
  });
}

/** Latin letters as another script's, one for one: texts of a real language's length and bytes. */
const SCRIPTS = {
  ru: 'абцдефгхийклмнопqрстуввхыз',
  ar: 'ابتثجحخدذرزسشصضطظعغفقكلمنه',
  de: 'abcdefghijklmnopqrstuvwxyz',
};
const inScript = (text, language) =>
  [...text]
    .map((char) => {
      const at = char.toLowerCase().charCodeAt(0) - 97;
      return at >= 0 && at < 26 ? SCRIPTS[language][at] : char;
    })
    .join('') + (language === 'de' ? ' (ü)' : '');

/**
 * Translates every text of the menu at `base` into `languages` through the staff's grid
 * (each from its English, in the language's own script), and turns them on for guests.
 */
export async function translateMenu(base, cookie, languages) {
  const headers = { 'content-type': 'application/json', origin: base, cookie };
  for (const language of languages) {
    const grid = await (await fetch(`${base}/api/admin/translations/${language}`, { headers })).json();
    const rows = grid.rows.map((row) => ({
      resource: row.resource,
      id: row.id,
      field: row.field,
      text: inScript(row.english || row.source, language).slice(0, 120),
      version: row.version,
    }));
    for (let start = 0; start < rows.length; start += 1000) {
      const response = await fetch(`${base}/api/admin/translations/${language}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ rows: rows.slice(start, start + 1000) }),
      });
      if (response.status !== 200) throw new Error(`translating into ${language}: ${response.status} ${await response.text()}`);
    }
  }
  const settings = await (await fetch(`${base}/api/admin/settings`, { headers })).json();
  const saved = await fetch(`${base}/api/admin/settings`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...settings, menuLanguages: languages }),
  });
  if (saved.status !== 200) throw new Error(`turning on ${languages.join(', ')}: ${saved.status} ${await saved.text()}`);
}

/**
 * Every price of the large menu up 10%, rounded to 1 ₺, as 'Fiyat güncelle' does it: the
 * preview's time (median of three) and the apply's, with how many prices they cover.
 */
export async function timePriceChange(base, cookie) {
  const change = { by: 'percent', direction: 'up', value: '10', step: 100, rounding: 'nearest' };
  const headers = { cookie, origin: base };
  const previews = [];
  let preview = null;
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    const response = await fetch(`${base}/api/admin/prices/preview?${new URLSearchParams({ ...change, step: String(change.step) })}`, {
      headers,
    });
    if (response.status !== 200) throw new Error(`price preview: ${response.status} ${await response.text()}`);
    preview = await response.json();
    previews.push(performance.now() - started);
  }
  const started = performance.now();
  await post(base, cookie, '/api/admin/prices/batches', { ...change, basis: preview.basis });
  const applyMs = performance.now() - started;
  previews.sort((a, b) => a - b);
  return { previewMs: previews[1], applyMs, prices: preview.rows.length, dishes: preview.basis.length };
}

/**
 * The large menu exported as a workbook and read back (issue 33): the preview's time (median of
 * three) and how much the server's memory grew at most while it read the file.
 */
export async function timeMenuImport(base, cookie, pid) {
  const headers = { cookie, origin: base, 'content-type': 'application/json' };
  const exported = await fetch(`${base}/api/admin/products/export.xlsx`, { headers: { cookie } });
  if (exported.status !== 200) throw new Error(`menu export: ${exported.status}`);
  const file = Buffer.from(await exported.arrayBuffer());
  const rss = () => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  const idle = rss();
  let peak = idle;
  const timer = setInterval(() => (peak = Math.max(peak, rss())), 5);
  const times = [];
  let preview = null;
  try {
    for (let run = 0; run < 3; run += 1) {
      const started = performance.now();
      const response = await fetch(`${base}/api/admin/products/import`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ file: file.toString('base64') }),
      });
      if (response.status !== 200) throw new Error(`menu import preview: ${response.status} ${await response.text()}`);
      preview = await response.json();
      times.push(performance.now() - started);
    }
  } finally {
    clearInterval(timer);
  }
  times.sort((a, b) => a - b);
  return { previewMs: times[1], growth: Math.max(peak, rss()) - idle, bytes: file.length, dishes: preview.entries.length };
}

/**
 * The largest workbook the menu import accepts: as many price rows as it reads
 * (MAX_MENU_FILE_ROWS), each a new dish of the large menu's categories with its descriptions
 * near their longest, headed as the export heads its columns.
 */
export async function largestMenuWorkbook(base, cookie, rows) {
  const { default: writeExcelFile } = await import('write-excel-file/node');
  const csv = await (await fetch(`${base}/api/admin/products/export.csv`, { headers: { cookie } })).text();
  const header = csv
    .replace(/^\uFEFF/, '')
    .split('\r\n', 1)[0]
    .split(';');
  // The columns by their place in the export: Ürün No, Kategori, Ürün, Ürün (EN), Açıklama, Açıklama (EN), …, Fiyat (₺).
  const [, category, nameTr, nameEn, descriptionTr, descriptionEn] = header;
  const price = header.find((name) => name.startsWith('Fiyat'));
  const columns = [category, nameTr, nameEn, descriptionTr, descriptionEn, price];
  const long = (seed, language) =>
    Array.from({ length: 14 }, (_, i) => `${WORDS[(seed + i) % WORDS.length]} ${language === 'tr' ? 'malzeme' : 'ingredient'} ${seed}-${i}`)
      .join(', ')
      .padEnd(900, '.');
  const data = [columns.map((value) => ({ value, fontWeight: 'bold' }))];
  for (let row = 0; row < rows; row += 1) {
    const c = (row % LARGE_MENU.categories) + 1;
    data.push([
      { value: `Kategori ${c}` },
      { value: `İthal yemek ${row + 1}` },
      { value: `Imported dish ${row + 1}` },
      { value: long(row, 'tr') },
      { value: long(row, 'en') },
      { value: 50 + (row % 300), format: '#,##0.00' },
    ]);
  }
  return writeExcelFile(data, { sheet: 'Menü' }).toBuffer();
}

/**
 * Guests' GET /api/menu while an admin previews the largest workbook the import accepts, again
 * and again, against the same guests with nobody importing: each latency list and how many
 * previews answered (and with what).
 */
export async function menuLatencyDuringImport(base, cookie, file, menuLatencies, ms) {
  const quiet = await menuLatencies(base, ms);
  let previews = 0;
  const statuses = {};
  let importing = true;
  const admin = (async () => {
    while (importing) {
      const response = await fetch(`${base}/api/admin/products/import`, {
        method: 'POST',
        headers: { cookie, origin: base, 'content-type': 'application/json' },
        body: JSON.stringify({ file: file.toString('base64') }),
      });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      previews += 1;
    }
  })();
  const busy = await menuLatencies(base, ms);
  importing = false;
  await admin;
  return { quiet, busy, previews, statuses };
}
