// The photo rows of `npm run bench` (issue: real photos). Camera-sized JPEGs are made here,
// uploaded through the real API for every product, category and the campaign, and measured
// against references taken in the same run: the same sharp pipeline run alone on the same file
// in this process, GET /api/menu with no upload running, and @fastify/static serving the same
// bytes from a file. Loopback only; every loop is bounded.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const CAMERA = { width: 4032, height: 3024 };
const ADMIN = { name: 'Admin', password: 'bench-admin-password' };

/**
 * A photo as a phone takes it: 4032×3024, smooth light and shapes with the sensor's fine grain,
 * 3–6 MB as a JPEG of quality 90 (a flat colour would compress to nothing and prove nothing).
 */
export async function cameraPhoto() {
  const { width, height } = CAMERA;
  const scene = await sharp({ create: { width: 403, height: 302, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .blur(8)
    .resize(width, height)
    .raw()
    .toBuffer();
  const grain = await sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 0, sigma: 18 } } })
    .raw()
    .toBuffer();
  for (let i = 0; i < scene.length; i += 1) scene[i] = Math.max(0, Math.min(255, scene[i] + grain[i]));
  return sharp(scene, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export async function signIn(base) {
  const response = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Uploads one photo (the shape first, then the file) and answers the photo and the time it took. */
export async function upload(base, cookie, bytes, shape) {
  const form = new FormData();
  form.append('shape', shape);
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'IMG_0001.jpg');
  const started = performance.now();
  const response = await fetch(`${base}/api/admin/media`, { method: 'POST', headers: { cookie, origin: base }, body: form });
  const ms = performance.now() - started;
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return { photo: await response.json(), ms };
}

/** Uploads a file as a product photo and answers the status, whatever it is. */
export async function send(base, cookie, bytes, type, name) {
  const form = new FormData();
  form.append('shape', 'product');
  form.append('file', new Blob([bytes], { type }), name);
  const response = await fetch(`${base}/api/admin/media`, { method: 'POST', headers: { cookie, origin: base }, body: form });
  await response.arrayBuffer();
  return response.status;
}

async function staffJson(base, cookie, method, url, body) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { cookie, origin: base, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Gives every product, category and campaign an uploaded photo; answers each upload's time. */
export async function photographEverything(base, cookie, log) {
  const products = await staffJson(base, cookie, 'GET', '/api/admin/products');
  const categories = await staffJson(base, cookie, 'GET', '/api/admin/categories');
  const campaigns = await staffJson(base, cookie, 'GET', '/api/admin/campaigns');
  const times = [];
  const photoFor = async (shape) => {
    const { photo, ms } = await upload(base, cookie, await cameraPhoto(), shape);
    times.push(ms);
    return photo.image;
  };
  log(`Photos: uploading ${products.length + categories.length + campaigns.length} camera-sized photos…`);
  for (const c of categories) {
    const { id, version, productCount: _count, order: _order, ...fields } = c;
    await staffJson(base, cookie, 'PUT', `/api/admin/categories/${id}`, { ...fields, image: await photoFor('category'), version });
  }
  for (const p of products) {
    const { id, version, order: _order, priceKurus, sizes, options, ...fields } = p;
    const lira = (kurus) => (kurus / 100).toFixed(2);
    await staffJson(base, cookie, 'PUT', `/api/admin/products/${id}`, {
      ...fields,
      price: lira(priceKurus),
      sizes: sizes.map(({ priceKurus: kurus, ...size }) => ({ ...size, price: lira(kurus) })),
      options: options.map((group) => ({
        ...group,
        choices: group.choices.map(({ priceKurus: kurus, ...choice }) => ({ ...choice, price: lira(kurus) })),
      })),
      image: await photoFor('product'),
      version,
    });
  }
  for (const c of campaigns) {
    const { id, version, phase: _phase, priceKurus, discountPriceKurus, ...fields } = c;
    await staffJson(base, cookie, 'PUT', `/api/admin/campaigns/${id}`, {
      ...fields,
      price: priceKurus === null ? null : (priceKurus / 100).toFixed(2),
      discountPrice: discountPriceKurus === null ? null : (discountPriceKurus / 100).toFixed(2),
      image: await photoFor('campaign'),
      version,
    });
  }
  return times;
}

/** The same pipeline the server runs on an upload, alone in this process: the floor. */
export async function pipelineAlone(root, bytes) {
  const { readOriginal, renderPhoto } = await import(path.join(root, 'dist/node/server/resources/media/process.js'));
  const { centredCrop } = await import(path.join(root, 'dist/node/server/resources/media/crop.js'));
  const started = performance.now();
  const original = await readOriginal(bytes);
  await renderPhoto(bytes, centredCrop('product', original.width, original.height));
  return performance.now() - started;
}

/** Latencies of GET /api/menu from 4 guests asking one after another for `ms`. */
export async function menuLatencies(base, ms) {
  const latencies = [];
  const until = Date.now() + ms;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (Date.now() < until) {
        const started = performance.now();
        const response = await fetch(`${base}/api/menu`, { headers: { 'accept-encoding': 'br' } });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

export const p99 = (values) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.99))];

/** Samples a process's resident memory until `done` settles; answers the highest, in bytes. */
export async function peakRssDuring(pid, done) {
  let peak = 0;
  let finished = false;
  const sample = () => {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    peak = Math.max(peak, Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024);
  };
  const sampler = (async () => {
    while (!finished) {
      sample();
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  try {
    await done;
  } finally {
    finished = true;
    await sampler;
  }
  return peak;
}

/** A file holding `bytes`, for @fastify/static to serve as the reference. */
export function fileOf(bytes, name) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-bench-static-'));
  fs.writeFileSync(path.join(dir, name), bytes);
  return dir;
}
