import { BlockList, isIPv4, type Socket } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyInstance, onSendAsyncHookHandler, preParsingAsyncHookHandler } from 'fastify';
import type { TLSSocket } from 'node:tls';

/**
 * How long a client may take to send a whole request, headers and body. A phone on weak Wi-Fi
 * sends a form in well under a second, and even a stalled one within a few; a client dripping
 * bytes to hold the connection open is cut off with 408.
 */
export function requestTimeouts(requestTimeoutMs: number) {
  return {
    /** Fastify's: Node's `server.requestTimeout`, for the headers and the body together. */
    requestTimeout: requestTimeoutMs,
    /** A connection on which nothing moves at all (a stalled download included) is closed after twice as long. */
    connectionTimeout: requestTimeoutMs * 2,
    http: {
      requestTimeout: requestTimeoutMs,
      // Node's own default (60 s) is longer than the whole request may take.
      headersTimeout: requestTimeoutMs,
      // Node checks the deadlines every 30 s by default, which would let a request overstay by as much.
      connectionsCheckingInterval: Math.max(10, Math.min(1_000, Math.round(requestTimeoutMs / 10))),
    },
  };
}

/**
 * Caps the connections one address may hold open at once: with the timeouts above a slow client
 * holds each for a bounded time, and this bounds how many. Many phones share the restaurant's
 * Wi-Fi address, so the cap is generous. Connections from a trusted proxy (TRUST_PROXY) are not
 * counted: every guest arrives through it, so capping it would cap everyone together; the proxy
 * limits connections per client itself (docs/deploy.md).
 */
export function capConnectionsPerAddress(server: Server, limit: number, trustProxy: string | undefined): void {
  const proxies = trustedProxies(trustProxy);
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = plainAddress(socket.remoteAddress);
    if (address === undefined || isTrusted(proxies, address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > limit) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}

/** The names Fastify's trust-proxy setting (proxy-addr) accepts beside addresses and ranges. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** TRUST_PROXY's addresses and CIDR ranges (comma-separated), as a list to check addresses against. */
export function trustedProxies(trustProxy: string | undefined): BlockList | null {
  if (trustProxy === undefined) return null;
  const list = new BlockList();
  const entries = trustProxy
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries.flatMap((entry) => NAMED_RANGES[entry] ?? [entry])) {
    const [address = '', bits] = entry.split('/');
    const plain = plainAddress(address)!;
    const type = isIPv4(plain) ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(plain, type);
    else list.addSubnet(plain, Number(bits), type);
  }
  return list;
}

function isTrusted(proxies: BlockList | null, address: string): boolean {
  return proxies !== null && proxies.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
}

/**
 * The scheme a request arrived with, as Fastify's `request.protocol` reads it: X-Forwarded-Proto
 * (its last value) when the connection comes from a trusted proxy, otherwise the connection's own.
 * For the few answers made before Fastify applies TRUST_PROXY to a request.
 */
export function protocolOf(request: IncomingMessage, proxies: BlockList | null): 'http' | 'https' {
  const forwarded = request.headers['x-forwarded-proto'];
  const address = plainAddress(request.socket.remoteAddress);
  if (typeof forwarded === 'string' && address !== undefined && isTrusted(proxies, address)) {
    return forwarded.slice(forwarded.lastIndexOf(',') + 1).trim() === 'https' ? 'https' : 'http';
  }
  return (request.socket as TLSSocket).encrypted ? 'https' : 'http';
}

/** An IPv4 client of a dual-stack listener shows as `::ffff:1.2.3.4`; it is 1.2.3.4. */
function plainAddress(address: string | undefined): string | undefined {
  return address?.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
}

/**
 * `Expect: 100-continue` asks before sending a body. The invitation waits until the request has
 * passed the route's guards (a request without a session is refused without its body ever being
 * sent, and Node then closes the connection), and goes only to a body within the route's own
 * limit (`bodyLimit`: 64 KB for forms, a photo's size for an upload). A body over it is refused
 * at once: Fastify answers 413 from Content-Length alone, the upload route itself
 * (media/routes.ts); either way the client never sends it, nor waits for a 408.
 */
const CONTINUE = /(?:^|\W)100-continue(?:$|\W)/i; // as Node reads it

export function answerExpectContinue(app: FastifyInstance): void {
  // Without this listener Node would invite every body before the app has seen the request.
  app.server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => app.server.emit('request', request, response));
  const invite: preParsingAsyncHookHandler = async (request, reply, payload) => {
    if (!CONTINUE.test(request.headers.expect ?? '') || reply.raw.headersSent) return payload;
    const length = Number(request.headers['content-length']);
    if (!(length > request.routeOptions.bodyLimit)) {
      reply.raw.writeContinue();
      invited.add(request.raw);
    }
    return payload;
  };
  // Only routes that take a body get the hook: the guest menu's GETs, the hot path, pay nothing.
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().some((method) => BODY_METHODS.has(method))) return;
    route.preParsing = [...[route.preParsing ?? []].flat(), invite];
  });
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Requests whose body was invited with 100 Continue: the client is sending it. */
const invited = new WeakSet<IncomingMessage>();

/** The most of a refused body that is read before the answer: beyond it the connection is closed under it. */
export const REFUSED_BODY_READ_LIMIT = 64 * 1024 * 1024;

/**
 * A body refused as too large (413: a photo over its limit, a menu or translations file over the
 * route's `bodyLimit`) is read and thrown away before the answer goes, up to
 * REFUSED_BODY_READ_LIMIT and within the request timeout. A client that sends its whole body
 * before it reads the answer (Node's fetch, curl, many scripts) would otherwise have the
 * connection closed under the rest of its body, a reset its writes fail on, and could lose the
 * answer with its message. A body that was never coming (Expect: 100-continue, not invited) or
 * is declared larger than the limit is not waited for: the answer goes at once and closes the
 * connection.
 */
export function readRefusedBodies(app: FastifyInstance): void {
  const readRefused: onSendAsyncHookHandler = async (request, reply, payload) => {
    if (reply.statusCode !== 413 || request.raw.complete || request.raw.destroyed) return payload;
    const declared = Number(request.headers['content-length']);
    const coming = !CONTINUE.test(request.headers.expect ?? '') || invited.has(request.raw);
    if (!coming || declared > REFUSED_BODY_READ_LIMIT || !(await readToEnd(request.raw))) reply.header('connection', 'close');
    return payload;
  };
  // Only routes that take a body can refuse one: the guest menu's GETs, the hot path, pay nothing.
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().some((method) => BODY_METHODS.has(method))) return;
    route.onSend = [...[route.onSend ?? []].flat(), readRefused];
  });
}

/** Reads `raw` to its end, dropping it: true once it ended, false if it went past the limit or broke off first. */
function readToEnd(raw: IncomingMessage): Promise<boolean> {
  return new Promise((resolve) => {
    let read = 0;
    const finish = (whole: boolean) => {
      raw.off('data', count).off('end', ended).off('close', broken).off('error', broken);
      if (!whole) raw.pause();
      resolve(whole);
    };
    const count = (chunk: Buffer) => {
      read += chunk.length;
      if (read > REFUSED_BODY_READ_LIMIT) finish(false);
    };
    const ended = () => finish(true);
    const broken = () => finish(false);
    // Whatever was reading it (a multipart parser that stopped at the limit) reads no more.
    raw.unpipe();
    raw.on('data', count).once('end', ended).once('close', broken).once('error', broken);
    raw.resume();
  });
}
