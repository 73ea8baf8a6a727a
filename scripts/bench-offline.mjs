/* global window, caches -- the functions below run in the browser (page.evaluate, addInitScript). */
// The offline menu's bench rows (issue: the menu offline), for scripts/bench.mjs. A phone on
// Lighthouse's mobile profile: the network through a throttling proxy (every byte the page and
// its service worker fetch pays the same latency and bandwidth), the CPU slowed 4× by Chromium.
// First visit vs a repeat visit with the service worker active; the bytes offline support adds
// to a first visit; and when its downloads start, against the page's load event.
import net from 'node:net';
import { chromium } from '@playwright/test';

/** Lighthouse's mobile profile as DevTools applies it: 562.5 ms round trip, 1.47 Mbps down, 675 kbps up. */
export const MOBILE = { rttMs: 562.5, downBytesPerSecond: (1474.56 * 1024) / 8, upBytesPerSecond: (675 * 1024) / 8, cpuSlowdown: 4 };

/**
 * A TCP proxy to `port` that delays every chunk by half the round trip and paces each direction
 * to its bandwidth, counting the bytes it carries to the browser.
 */
export async function throttlingProxy(port, profile = MOBILE) {
  let downBytes = 0;
  const pace = (bytesPerSecond) => {
    let freeAt = 0;
    return (chunk) => {
      const now = Date.now();
      freeAt = Math.max(freeAt, now + profile.rttMs / 2) + (chunk.length / bytesPerSecond) * 1000;
      return freeAt - now;
    };
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(port, '127.0.0.1');
    const down = pace(profile.downBytesPerSecond);
    const up = pace(profile.upBytesPerSecond);
    client.on('data', (chunk) => setTimeout(() => upstream.write(chunk), up(chunk)));
    upstream.on('data', (chunk) => {
      downBytes += chunk.length;
      setTimeout(() => client.write(chunk), down(chunk));
    });
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', () => setTimeout(() => upstream.destroy(), profile.rttMs));
    upstream.on('error', close).on('close', () => setTimeout(() => client.destroy(), profile.rttMs));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${server.address().port}`,
    bytes: () => downBytes,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The page's LCP in ms (the last candidate once the page has settled). */
const LCP_PROBE = () => {
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

async function visit(page, url) {
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForTimeout(2_500);
  return page.evaluate(() => ({ lcp: window.__lcp, load: performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0 }));
}

async function phone(browser, serviceWorkers) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers,
    locale: 'tr-TR',
  });
  await context.addInitScript(LCP_PROBE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
  return { context, page };
}

/** Waits until the service worker controls the page and has stored what it needs offline. */
async function offlineReady(page) {
  const deadline = Date.now() + 120_000;
  const ready = () =>
    page.evaluate(
      async () => navigator.serviceWorker.controller !== null && (await (await caches.open('sofra-menu')).match('/api/menu')) !== undefined,
    );
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error('the service worker did not take over the page within 2 minutes');
    await page.waitForTimeout(250);
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Runs `runs` phones on `paths` (first visit, then a repeat visit with the service worker) and
 * one phone without a service worker for the bytes it saves. Returns the figures.
 */
export async function benchOffline({ port, chromiumPath, paths, runs = 3, log }) {
  const proxy = await throttlingProxy(port);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
  const figures = {};
  try {
    for (const [name, path] of Object.entries(paths)) {
      const first = [];
      const repeat = [];
      const precacheAfterLoad = [];
      for (let run = 0; run < runs; run += 1) {
        const { context, page } = await phone(browser, 'allow');
        let workerAt = Number.POSITIVE_INFINITY;
        context.on('request', (request) => {
          if (new URL(request.url()).pathname === '/sw.js') workerAt = Math.min(workerAt, Date.now());
        });
        const started = Date.now();
        const firstVisit = await visit(page, `${proxy.base}${path}`);
        first.push(firstVisit.lcp);
        await offlineReady(page);
        // The worker's script (and with it the precache) was asked for only after the load event and the LCP.
        precacheAfterLoad.push(workerAt - started >= Math.max(firstVisit.load, firstVisit.lcp));
        // The guest comes back later: the first visit's last downloads (photos below, the whole menu) are done.
        await page.waitForTimeout(3_000);
        const repeatVisit = await visit(page, `${proxy.base}${path}`);
        repeat.push(repeatVisit.lcp);
        await context.close();
      }
      figures[name] = { first: median(first), repeat: median(repeat), precacheAfterLoad: precacheAfterLoad.every(Boolean) };
      log(`Offline ${name}: first visit ${first.map(Math.round).join(', ')} ms, repeat ${repeat.map(Math.round).join(', ')} ms (LCP)`);
    }

    // The bytes of a first visit of the home page with and without offline support, settled.
    const bytesOf = async (serviceWorkers) => {
      const { context, page } = await phone(browser, serviceWorkers);
      const before = proxy.bytes();
      await visit(page, `${proxy.base}/`);
      if (serviceWorkers === 'allow') await offlineReady(page);
      await page.waitForTimeout(3_000);
      const bytes = proxy.bytes() - before;
      await context.close();
      return bytes;
    };
    figures.bytesWithout = await bytesOf('block');
    figures.bytesWith = await bytesOf('allow');
  } finally {
    await browser.close();
    await proxy.close();
  }
  return figures;
}
