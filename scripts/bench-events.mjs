// Guests' phones reporting their visits, for the bench's row "GET /api/menu throughput while 200
// guests send events at their natural rate" (scripts/bench.mjs): a process of its own, beside
// wrk on the client's core. Each guest sends one batch every few seconds (a dish's page, a
// search, a table's code or a visit), as web/menu/events.ts sends them: text/plain JSON, as
// navigator.sendBeacon does. Sending switches on and off by lines on stdin (`on`, `off`), so
// the guests keep their own rhythm across the bench's rounds; `stop` ends the process, which
// then prints what it sent as one line of JSON.
//
//   node scripts/bench-events.mjs --url http://127.0.0.1:3000 [--guests 200] [--every-ms 5000]
import readline from 'node:readline';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
};
const base = arg('url', 'http://127.0.0.1:3000');
const guests = Number(arg('guests', 200));
const everyMs = Number(arg('every-ms', 5000));

const menu = await (await fetch(`${base}/api/menu`)).json();
const dishes = menu.products.map((product) => product.id);
const searches = [
  ['pide', true],
  ['kaşarlı', true],
  ['ayran', true],
  ['mantı', false],
  ['sushi', false],
];
const pick = (items) => items[Math.floor(Math.random() * items.length)];

/** A guest's few events since the last batch, as a phone collects them. */
function batchOf(guest, sent) {
  const events = [{ kind: 'dish', productId: pick(dishes) }];
  if (sent === 0) events.push({ kind: 'visit', language: guest % 5 === 0 ? 'en' : 'tr' }, { kind: 'scan', table: String(1 + (guest % 8)) });
  else {
    const [text, found] = pick(searches);
    events.push({ kind: 'search', text, found }, { kind: 'dish', productId: pick(dishes) });
  }
  return { events };
}

let sending = false;
const counts = { batches: 0, events: 0, statuses: {}, failures: 0, onMs: 0 };
let onSince = 0;

async function guest(number) {
  let sent = 0;
  // Each guest starts at its own moment in the period, so batches arrive evenly.
  await new Promise((resolve) => setTimeout(resolve, Math.random() * everyMs));
  for (;;) {
    const next = Date.now() + everyMs * (0.8 + Math.random() * 0.4);
    if (sending) {
      const body = batchOf(number, sent);
      sent += 1;
      try {
        const response = await fetch(`${base}/api/events`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
          body: JSON.stringify(body),
        });
        await response.arrayBuffer();
        counts.statuses[response.status] = (counts.statuses[response.status] ?? 0) + 1;
        counts.batches += 1;
        counts.events += body.events.length;
      } catch {
        counts.failures += 1;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
  }
}

for (let number = 0; number < guests; number += 1) void guest(number);

for await (const line of readline.createInterface({ input: process.stdin })) {
  const command = line.trim();
  if (command === 'on' && !sending) {
    sending = true;
    onSince = Date.now();
  } else if (command === 'off' && sending) {
    sending = false;
    counts.onMs += Date.now() - onSince;
  } else if (command === 'stop') break;
}
if (sending) counts.onMs += Date.now() - onSince;
process.stdout.write(`${JSON.stringify({ ...counts, batchesPerSecond: counts.batches / Math.max(1, counts.onMs / 1000) })}\n`);
process.exit(0);
