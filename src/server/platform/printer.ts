import net from 'node:net';

/** How long a printer has to take a ticket: connecting and every write. */
export const PRINTER_TIMEOUT_MS = 5_000;

/**
 * After the last byte went out, how long a printer may take to close its side or to refuse what
 * it did not read (a reset). A printer that keeps its side open past this has the ticket.
 */
const SETTLE_MS = 1_000;

/**
 * Sends `bytes` to a network printer (raw TCP, usually port 9100, as ESC/POS printers take
 * them). Settles once they all went out and the printer closed its side (or kept quiet for a
 * moment); a printer that does not answer, refuses, or drops the connection before it read
 * everything (a reset) rejects, and the ticket is sent again whole.
 */
export function sendToPrinter(address: string, bytes: Uint8Array, timeoutMs = PRINTER_TIMEOUT_MS): Promise<void> {
  const colon = address.lastIndexOf(':');
  const host = address.slice(0, colon);
  const port = Number(address.slice(colon + 1));
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port });
    let settled = false;
    let grace: ReturnType<typeof setTimeout> | undefined;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(grace);
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    socket.setTimeout(timeoutMs, () => settle(new Error(`${address} yanıt vermedi`)));
    socket.on('error', (error) => settle(error));
    // What a printer says back (its status) is not read: only its end matters.
    socket.resume();
    socket.on('connect', () => {
      socket.end(bytes, () => {
        grace = setTimeout(() => settle(), SETTLE_MS);
      });
    });
    // The printer closed its side: after reading everything up to the end, or before (a drop).
    socket.on('end', () => settle(socket.writableFinished ? undefined : new Error(`${address} bağlantıyı kesti`)));
    socket.on('close', () => settle(new Error(`${address} bağlantıyı kesti`)));
  });
}
