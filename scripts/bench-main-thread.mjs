/* global window, document, requestAnimationFrame, MutationObserver -- the functions below run in the browser (page.evaluate, addInitScript). */
// The guest pages' main-thread work on a phone, whatever machine runs the bench (issue 31):
// - the CPU slowdown is calibrated from the host's benchmark index to the phone Lighthouse's
//   mobile profile stands for, so a fast host cannot hide what a phone pays;
// - each page's floor, the same server-drawn HTML with every script taken out (its CSS, font
//   and photos as they are), is served beside the app and measured in the same run;
// - a guest's first tap or keystroke, made as soon as the page has shown, is timed in the page:
//   from the moment it reached the page to its answer on screen.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
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
  return inPhoneTabs(
    { chromiumPath, pages, runs },
    async ({ tab, cdp, page }) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: multiplier });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
      await tab.addInitScript(PAGE_CLOCK);
      await tab.goto(page.url, { waitUntil: 'commit' });
      await tab.waitForFunction(() => window.__firstTap?.visible != null, null, { polling: 10, timeout: 30_000 });
      await tab.evaluate(ANSWERED_IN_PAGE, { kind: page.kind, answer: page.answer ?? null });
      await tab.locator(page.target).first().tap({ force: true, noWaitAfter: true });
      if (page.kind === 'type') await tab.keyboard.type('p');
      await tab.waitForFunction(() => window.__firstTap.answered != null, null, { polling: 10, timeout: 30_000 });
      const { visible, tapped, keyed, answered } = await tab.evaluate(() => window.__firstTap);
      const acted = page.kind === 'type' ? keyed : tapped;
      // The app attaches at the guest's first touch: when React holds every element of the page.
      const attached = await tab.waitForFunction(HYDRATED_AT, null, { polling: 100, timeout: 60_000 });
      return { answer: answered - acted, after: acted - visible, attach: (await attached.jsonValue()) - acted };
    },
    (name, each) =>
      log(
        `First action on ${name}: ${each
          .map(
            ({ answer, after, attach }) =>
              `${Math.round(answer)} ms (made ${Math.round(after)} ms after first paint; attached ${Math.round(attach)} ms after it)`,
          )
          .join(', ')}`,
      ),
  );
}

/**
 * Runs `measure` `runs` times on each page, each time in a fresh tab of a phone's size and touch
 * (with its DevTools session) in one browser, and gives each page's results (a run that returns
 * nothing is left out), after `summary` has been told them.
 */
async function inPhoneTabs({ chromiumPath, args = [], pages, runs }, measure, summary) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', ...args] });
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
        try {
          const tab = await context.newPage();
          const cdp = await context.newCDPSession(tab);
          const result = await measure({ browser, tab, cdp, name, page, run });
          if (result !== undefined) results[name].push(result);
        } finally {
          await context.close();
        }
      }
      summary(name, results[name]);
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * Recorded in the page from its first byte on: its long tasks as the browser reports them (wall
 * time), the moment the app attached (web/ui/attached.ts), and the last moment the page was busy
 * (a long task ended or a file arrived), to tell when it has gone quiet.
 */
const TOUCH_CLOCK = () => {
  const clock = { longTasks: [], attachedAt: null, busyUntil: 0 };
  window.__firstTouch = clock;
  const busy = (end) => (clock.busyUntil = Math.max(clock.busyUntil, end));
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) {
      clock.longTasks.push({ start: task.startTime, duration: task.duration });
      busy(task.startTime + task.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) busy(entry.responseEnd);
  }).observe({ type: 'resource', buffered: true });
  const attached = () => {
    if (clock.attachedAt === null && document.querySelector('#root[data-attached]')) clock.attachedAt = performance.now();
  };
  new MutationObserver(attached).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-attached'] });
};

/**
 * The page's main-thread tasks in a trace of Chromium's own, from `from` (the trace's clock,
 * microseconds) for `spanMs`: each top-level task of the renderer thread that handled the touch, by
 * the thread time it took (`tdur`). Under DevTools' CPU throttling the throttle is charged to the
 * thread, so a task's thread time is its length on the slowed CPU, without the waits for a core of
 * a busy 2-core host that its wall time also holds (docs/decisions/004).
 */
export function tasksAfterTouch(traceEvents, spanMs) {
  const touch = traceEvents
    .filter((event) => event.name === 'EventDispatch' && ['touchstart', 'pointerdown'].includes(event.args?.data?.type))
    .sort((a, b) => a.ts - b.ts)[0];
  if (!touch) return null;
  const thread = traceEvents.filter(
    (event) => event.ph === 'X' && TASK.has(event.name) && event.pid === touch.pid && event.tid === touch.tid,
  );
  // From the task that handled the touch on.
  const from = Math.max(...thread.filter((task) => task.ts <= touch.ts).map((task) => task.ts), touch.ts);
  const tasks = [];
  let endOfLast = -Infinity;
  for (const task of thread.filter((event) => event.ts >= from && event.ts < from + spanMs * 1000).sort((a, b) => a.ts - b.ts)) {
    if (task.ts < endOfLast) continue;
    endOfLast = task.ts + task.dur;
    tasks.push({ at: (task.ts - from) / 1000, cpu: (task.tdur ?? task.dur) / 1000, wall: task.dur / 1000 });
  }
  return tasks;
}

/** The blocking of a list of task lengths as TBT counts it (each one's time beyond 50 ms), and the longest. */
export function blocking(durations) {
  return {
    total: durations.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
    longest: Math.max(0, ...durations),
  };
}

/**
 * A guest's first touch on a page already loaded and quiet, on a phone's CPU (`rate`, 4× as in
 * Lighthouse's mobile profile): one swipe up the page (a touch, as a thumb scrolls a menu), and
 * the page's main-thread tasks in the `spanMs` that follow, while the app attaches (web/boot.ts;
 * on a page opened by a table's code, its calls' bar is there before the touch). Each run gives the
 * tasks' blocking and the longest by thread time (`cpu`) and by the browser's own long tasks
 * (`wall`, which on a busy host include waiting for a core), and when the app had attached.
 */
export async function measureFirstTouch({ chromiumPath, pages, runs = 5, rate = 4, spanMs = 4000, log }) {
  return inPhoneTabs(
    { chromiumPath, args: ['--disable-back-forward-cache'], pages, runs },
    async ({ browser, tab, cdp, name, page, run }) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await tab.addInitScript(TOUCH_CLOCK);
      await tab.goto(page.url, { waitUntil: 'load' });
      if (page.shownFirst) await tab.waitForSelector(page.shownFirst, { timeout: 60_000 });
      // Loaded and quiet: a second with no long task and no file arriving.
      await tab.waitForFunction(() => performance.now() - window.__firstTouch.busyUntil > 1000, null, {
        polling: 200,
        timeout: 60_000,
      });
      const attachedBefore = await tab.evaluate(() => window.__firstTouch.attachedAt !== null);
      await browser.startTracing(tab, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'] });
      const touchedAt = await tab.evaluate(() => performance.now());
      const started = Date.now();
      await cdp.send('Input.synthesizeScrollGesture', { x: 206, y: 600, yDistance: -300, speed: 800, gestureSourceType: 'touch' });
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, spanMs + 500 - (Date.now() - started))));
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
      // BENCH_TOUCH_TRACES=<folder> keeps each run's trace, to open in DevTools' performance panel.
      if (process.env.BENCH_TOUCH_TRACES) {
        fs.mkdirSync(process.env.BENCH_TOUCH_TRACES, { recursive: true });
        fs.writeFileSync(path.join(process.env.BENCH_TOUCH_TRACES, `${name}-${run + 1}.json`), JSON.stringify(trace));
      }
      const clock = await tab.evaluate(() => window.__firstTouch);
      const tasks = tasksAfterTouch(trace.traceEvents ?? trace, spanMs);
      if (!tasks) {
        log(`First touch on ${name}: the trace holds no touch; run left out`);
        return undefined;
      }
      const cpu = blocking(tasks.map((task) => task.cpu));
      const wall = blocking(
        clock.longTasks.filter((task) => task.start >= touchedAt && task.start < touchedAt + spanMs).map((task) => task.duration),
      );
      return {
        blocking: cpu.total,
        longest: cpu.longest,
        wallBlocking: wall.total,
        wallLongest: wall.longest,
        attachedBefore,
        // From the touch to the app attached; null when it had not within the span.
        attach: attachedBefore || clock.attachedAt === null ? null : clock.attachedAt - touchedAt,
        top: [...tasks].sort((a, b) => b.cpu - a.cpu).slice(0, 4),
      };
    },
    (name, each) =>
      log(
        `First touch on ${name} (blocking/longest, CPU): ${each
          .map(
            (run) =>
              `${Math.round(run.blocking)}/${Math.round(run.longest)} ms (wall ${Math.round(run.wallBlocking)}/${Math.round(run.wallLongest)}; ` +
              `${run.attachedBefore ? 'attached before' : run.attach === null ? 'not attached' : `attached ${Math.round(run.attach)} ms after`}; ` +
              `tasks ${run.top.map((task) => `${Math.round(task.cpu)}@${Math.round(task.at)}`).join(' ')})`,
          )
          .join(', ')}`,
      ),
  );
}
