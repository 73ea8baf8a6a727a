#!/usr/bin/env node
// A network thermal printer for trying the stations' printers without one (D59): it listens
// like an ESC/POS printer (raw TCP, port 9100 by default) and prints each ticket it gets to
// the terminal, its text read in CP857 (the code page the tickets' Turkish letters are in).
//
//   node scripts/fake-printer.mjs [port]     then give a station the printer 127.0.0.1:<port>
//
// The browser tests' and the API tests' fake printer is this one.
import net from 'node:net';
import { pathToFileURL } from 'node:url';

/** CP857's Turkish letters (and the others a ticket's words use), as the printer draws them. */
const CP857 = {
  0x80: 'Ç',
  0x81: 'ü',
  0x82: 'é',
  0x83: 'â',
  0x84: 'ä',
  0x85: 'à',
  0x87: 'ç',
  0x88: 'ê',
  0x8d: 'ı',
  0x8e: 'Ä',
  0x93: 'ô',
  0x94: 'ö',
  0x96: 'û',
  0x98: 'İ',
  0x99: 'Ö',
  0x9a: 'Ü',
  0x9e: 'Ş',
  0x9f: 'ş',
  0xa6: 'Ğ',
  0xa7: 'ğ',
};

/** What a printer prints of `job`: its text bytes read in CP857, its line feeds, each command's bytes a gap. */
export function printedText(job) {
  return [...job]
    .map((byte) => CP857[byte] ?? (byte === 0x0a || (byte >= 0x20 && byte < 0x7f) ? String.fromCharCode(byte) : '\u0000'))
    .join('');
}

/**
 * A fake printer on `port` (0: any free one): it keeps each whole ticket it was sent (`jobs`),
 * and resets the connections `drop` names (1 for the first), mid-ticket, as a printer that
 * loses its connection does.
 */
export async function startFakePrinter({ port = 0, drop = () => false, onJob = () => undefined } = {}) {
  const jobs = [];
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    if (drop(connections)) {
      socket.once('data', () => socket.resetAndDestroy());
      return;
    }
    const chunks = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => {
      const job = Buffer.concat(chunks);
      jobs.push(job);
      onJob(job);
      socket.end();
    });
    socket.on('error', () => undefined);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${server.address().port}`,
    jobs,
    connections: () => connections,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.argv[2] ?? 9100);
  const printer = await startFakePrinter({
    port,
    onJob: (job) => {
      const lines = printedText(job)
        .split(/\n/)
        // A command's letters (ESC a, GS !) stand alone between its bytes: left out.
        .map((line) =>
          line
            .split('\u0000')
            .filter((part) => part.length > 1)
            .join('')
            .trimEnd(),
        )
        .filter((line) => line !== '');
      console.log(`\n── fiş (${job.length} bayt) ──\n${lines.join('\n')}\n──────────`);
    },
  });
  console.log(`Sahte yazıcı ${printer.address} adresinde dinliyor: bir istasyonun "Yazıcı adresi" alanına yazın.`);
}
