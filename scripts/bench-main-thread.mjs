/* global window, document, requestAnimationFrame, MutationObserver -- the functions below run in the browser (page.evaluate, addInitScript). */
// The guest pages' main-thread work on a phone, whatever machine runs the bench (issue 31):
// - the CPU slowdown is calibrated from the host's benchmark index to the phone Lighthouse's
//   mobile profile stands for, so a fast host cannot hide what a phone pays;
// - each page's floor, the same server-drawn HTML with every script taken out (its CSS, font
//   and photos as they are), is served beside the app and measured in the same run;
// - a guest's first tap or keystroke, made as soon as the page has shown, is timed in the page:
//   from the moment it reached the page to its answer on screen.
import http from 'node:http';
import zlib from 'node:zlib';

/**
 * The CPU slowdown that makes a host of this benchmark index run like the phone of Lighthouse's
 * mobile profile (a Moto G Power class device): the calibration Lighthouse's throttling guide
 * points to (the "Lighthouse CPU throttling calculator", from its measurements of hosts and
 * phones). A host of index 1,533 gets 4×, an ordinary desktop of 1,060 about 2.5×, a fast one of
 * 2,000 6×.
 */
export function cpuMultiplierFor(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

const TASK = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * The page's main-thread work in a Lighthouse trace as the CPU time its thread spent on it: the
 * top-level tasks of the main frame's renderer thread from the navigation on, each counted by its
 * thread time (`tdur`), or by its wall time where the trace has none. Returns the sum and the
 * longest task, in milliseconds, before any slowdown.
 *
 * Lighthouse counts a task's wall time. On a 2-core host, much of a renderer task's wall time is
 * spent waiting for a core while the browser process, the network service and the trace itself
 * run: a dish page's first task took 28 ms of wall time for 7 ms of CPU. A page with scripts keeps
 * those processes busier while it loads than its floor does, so the wall time charged it for the
 * host's two cores, multiplied by the slowdown, which a phone's eight cores never charge.
 */
export function mainThreadCpu(traceEvents) {
  const navigation = traceEvents.find(
    (event) =>
      event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame && event.args.data.documentLoaderURL?.startsWith('http'),
  );
  if (!navigation) return null;
  const tasks = traceEvents
    .filter(
      (event) =>
        event.ph === 'X' &&
        TASK.has(event.name) &&
        event.pid === navigation.pid &&
        event.tid === navigation.tid &&
        event.ts >= navigation.ts,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let work = 0;
  let longest = 0;
  let endOfLast = -Infinity;
  for (const task of tasks) {
    // A task run inside another (a nested loop) is already in its parent's time.
    if (task.ts < endOfLast) continue;
    endOfLast = task.ts + task.dur;
    const cpu = (task.tdur ?? task.dur) / 1000;
    work += cpu;
    longest = Math.max(longest, cpu);
  }
  return { work, longest };
}

/** A page's HTML without its scripts: no script element, no module preload. */
export function withoutScripts(html) {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
}

/**
 * The floor of `appBase`'s pages: every request is passed to the app, and an HTML answer comes
 * back without its scripts, compressed as the app compresses it; every other answer (the CSS,
 * the font, the photos) is the app's own, its bytes and headers passed through as they come, so
 * that they reach the browser as they would from the app. Returns its base address.
 */
export async function serveFloor(appBase, freePort, cleanups) {
  const port = await freePort();
  const upstream = new URL(appBase);
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((request, response) => {
    const headers = { ...request.headers, host: upstream.host };
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers, agent },
      (answer) => {
        const type = answer.headers['content-type'] ?? '';
        if (!type.startsWith('text/html') || answer.statusCode === 304) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const encoding = answer.headers['content-encoding'];
          const body = Buffer.concat(chunks);
          const html = withoutScripts(
            (encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body).toString('utf8'),
          );
          const encoded = encoding === 'br' ? zlib.brotliCompressSync(html) : encoding === 'gzip' ? zlib.gzipSync(html) : Buffer.from(html);
          const { 'content-length': _length, 'transfer-encoding': _transfer, etag: _etag, ...kept } = answer.headers;
          response.writeHead(answer.statusCode ?? 502, { ...kept, 'content-length': encoded.length });
          response.end(encoded);
        });
      },
    );
    forward.on('error', (error) => response.writeHead(502).end(String(error)));
    request.pipe(forward);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  cleanups.push(() => {
    server.close();
    agent.destroy();
  });
  return `http://127.0.0.1:${port}`;
}

/**
 * Lighthouse's mobile connection as DevTools applies it (its "applied" slow 4G: the latency and
 * throughput a real throttle needs to give the simulated figures).
 */
const SLOW_4G = { latency: 150 * 3.75, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 };

/**
 * Recorded in the page from its first byte on: when it first showed, when the finger or the key
 * reached it, and when the answer was on screen.
 */
const PAGE_CLOCK = () => {
  const clock = { visible: null, tapped: null, keyed: null, answered: null };
  window.__firstTap = clock;
  // When the guest's tap or key reached the page: the event's own time, as the browser took it,
  // however long the page then kept it waiting. A tap is the finger lifted, when a button acts
  // (the interaction's latency as INP counts it).
  window.addEventListener('pointerup', (event) => (clock.tapped ??= event.timeStamp), { capture: true, once: true });
  window.addEventListener('keydown', (event) => (clock.keyed ??= event.timeStamp), { capture: true, once: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') clock.visible = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
};

/**
 * What the guest does first on a page, and what answering it looks like:
 * - `type`: a letter typed in the search box shows in it (the page's next frame after the input);
 * - `tap`: the button's answer appears (`answer`, a selector: the filter panel, the reviews).
 */
const ANSWERED_IN_PAGE = ({ kind, answer }) => {
  const clock = window.__firstTap;
  const done = () => requestAnimationFrame(() => (clock.answered ??= performance.now()));
  if (kind === 'type') {
    document.addEventListener('input', done, { capture: true, once: true });
    return;
  }
  const seen = () => document.querySelector(answer);
  if (seen()) return done();
  const observer = new MutationObserver(() => {
    if (!seen()) return;
    observer.disconnect();
    done();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
};

/** The page's time once the app holds every element of the page (it has attached: web/ui/attached.ts), else false. */
const HYDRATED_AT = () => (document.querySelector('#root[data-attached]') ? performance.now() : false);

/**
 * Times a guest's first action on each page on a phone: the CPU slowed by `multiplier` and the
 * mobile connection, a fresh browser profile each run. The action is made as soon as the harness
 * sees the page shown (its own round trips to the slowed page take a few hundred milliseconds).
 * Each run gives `answer`, from the moment the tap or key reached the page (the event's own time
 * stamp) to the answer on screen, which is what the page makes the guest wait, and `after`, how
 * long after the first paint the action was made, and `attach`, how long after the action the app
 * had attached to the page (it attaches at a guest's first touch, key or scroll: web/boot.ts).
 */
export async function measureFirstActions({ chromiumPath, multiplier, pages, runs = 3, log }) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  const results = {};
  try {
    for (const [name, page] of Object.entries(pages)) {
      results[name] = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
          serviceWorkers: 'block',
        });
        const tab = await context.newPage();
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: multiplier });
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
        await tab.addInitScript(PAGE_CLOCK);
        await tab.goto(page.url, { waitUntil: 'commit' });
        await tab.waitForFunction(() => window.__firstTap?.visible != null, null, { polling: 10, timeout: 30_000 });
        await tab.evaluate(ANSWERED_IN_PAGE, { kind: page.kind, answer: page.answer ?? null });
        const target = tab.locator(page.target).first();
        if (page.kind === 'type') {
          await target.tap({ force: true, noWaitAfter: true });
          await tab.keyboard.type('p');
        } else {
          await target.tap({ force: true, noWaitAfter: true });
        }
        await tab.waitForFunction(() => window.__firstTap.answered != null, null, { polling: 10, timeout: 30_000 });
        const { visible, tapped, keyed, answered } = await tab.evaluate(() => window.__firstTap);
        const acted = page.kind === 'type' ? keyed : tapped;
        // The app attaches at the guest's first touch: when React holds every element of the page.
        const attached = await tab.waitForFunction(HYDRATED_AT, null, { polling: 100, timeout: 60_000 });
        results[name].push({ answer: answered - acted, after: acted - visible, attach: (await attached.jsonValue()) - acted });
        await context.close();
      }
      const each = results[name].map(
        ({ answer, after, attach }) =>
          `${Math.round(answer)} ms (made ${Math.round(after)} ms after first paint; attached ${Math.round(attach)} ms after it)`,
      );
      log(`First action on ${name}: ${each.join(', ')}`);
    }
  } finally {
    await browser.close();
  }
  return results;
}
