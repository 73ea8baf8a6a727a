import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Notifications } from '../db/notifications.js';
import type { Database } from '../db/schema.js';
import { HttpError } from './errors.js';

/** A comment every so often keeps proxies from closing a quiet stream, and finds boards that have gone. */
export const HEARTBEAT_MS = 20_000;
/** A stream ends after this long; the board reconnects at once, and its session is checked again. */
export const STREAM_LIFETIME_MS = 15 * 60_000;
/** How long a board waits before it reconnects to a stream that ended (the browser's `retry`). */
const RETRY_MS = 1_500;
/** Events read from the database at a time. */
const BATCH = 500;
/** A board whose connection has this much unsent is not reading: it is let go, and catches up when it comes back. */
const MAX_UNSENT_BYTES = 1 << 20;

/** Where a stream's events are kept: numbered in commit order, announced on `channel`. */
export interface EventLog<Event extends { id: number }> {
  channel: string;
  /** The last event so far (0 when none). */
  latest(db: Kysely<Database>): Promise<number>;
  /** The oldest event kept (0 when none): a reader that last saw one before it cannot catch up. */
  oldest(db: Kysely<Database>): Promise<number>;
  /** The events after `after`, in order; at most `limit`. */
  after(db: Kysely<Database>, after: number, limit: number): Promise<Event[]>;
}

interface Board<Event> {
  response: ServerResponse;
  /** The last event this board has been sent. */
  lastId: number;
  /** Which events are this board's (a guest's phone reads only its own table's). */
  wants: (event: Event) => boolean;
}

/**
 * A live stream (Server-Sent Events) on this instance: the staff boards', a table's phones'.
 * Every change is an event in its log, numbered in commit order; an instance hears of new ones
 * by the database's notifications (LISTEN/NOTIFY on PostgreSQL, in process on SQLite), reads
 * them once and sends each to the boards that want it. A board that reconnects names the last
 * event it had (`Last-Event-ID`) and gets exactly those after it. Reads run one at a time, so
 * every board gets the events in order and none twice.
 */
export class EventStream<Event extends { id: number }> {
  readonly #boards = new Set<Board<Event>>();
  /** Boards connected or still catching up: what the limit counts. */
  #open = 0;
  #lastId = 0;
  #queue: Promise<void> = Promise.resolve();
  #heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: EventLog<Event>,
    /** How many boards this instance holds at once; the next is answered 503. */
    readonly limit: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  async start(notifications: Notifications): Promise<void> {
    this.#lastId = await this.log.latest(this.db);
    await notifications.listen(this.log.channel, () => this.news());
    this.#heartbeat = setInterval(() => {
      for (const board of this.#boards) this.#write(board, ': \n\n');
    }, HEARTBEAT_MS);
    this.#heartbeat.unref();
  }

  get full(): boolean {
    return this.#open >= this.limit;
  }

  get connections(): number {
    return this.#open;
  }

  /** Something changed: reads the events this instance has not seen and sends them on. */
  news(): void {
    this.#run(async () => {
      for (;;) {
        const events = await this.log.after(this.db, this.#lastId, BATCH);
        for (const event of events) {
          this.#lastId = event.id;
          for (const board of this.#boards) if (event.id > board.lastId) this.#send(board, event);
        }
        if (events.length < BATCH) return;
      }
    });
  }

  /**
   * Takes over a board's connection: the events after `after` first (the board's Last-Event-ID,
   * or the state it loaded), then each new one as it comes. A board too far behind (its events
   * are no longer kept) is told to load the board afresh.
   */
  open(
    request: IncomingMessage,
    response: ServerResponse,
    after: number | null,
    headers: Record<string, string>,
    wants: (event: Event) => boolean = () => true,
  ): void {
    this.#open += 1;
    const board: Board<Event> = { response, lastId: 0, wants };
    let closed = false;
    const lifetime = setTimeout(() => response.end(), STREAM_LIFETIME_MS);
    lifetime.unref();
    response.on('close', () => {
      closed = true;
      clearTimeout(lifetime);
      this.#boards.delete(board);
      this.#open -= 1;
    });
    // The stream is quiet between events: the server's idle timeout must not end it.
    request.socket.setTimeout(0);
    response.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // A proxy (nginx) must pass each event on as it comes.
      'x-accel-buffering': 'no',
    });
    response.write(`retry: ${RETRY_MS}\n\n`);
    this.#run(async () => {
      if (closed) return;
      const latest = await this.log.latest(this.db);
      if (after === null) board.lastId = latest;
      else if (after > latest || after < (await this.log.oldest(this.db)) - 1) {
        // Not an event this database has (restored from a backup), or one forgotten since.
        this.#write(board, `event: reset\ndata: {}\n\n`);
        board.lastId = latest;
      } else {
        board.lastId = after;
        for (;;) {
          const events = await this.log.after(this.db, board.lastId, BATCH);
          for (const event of events) this.#send(board, event);
          if (events.length < BATCH) break;
        }
      }
      if (!closed) this.#boards.add(board);
    });
  }

  /** Ends every board's stream (the server is stopping); they reconnect to another instance. */
  close(): void {
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    for (const board of this.#boards) board.response.end();
  }

  #send(board: Board<Event>, event: Event): void {
    board.lastId = event.id;
    if (board.wants(event)) this.#write(board, `id: ${event.id}\ndata: ${JSON.stringify(event)}\n\n`);
  }

  #write(board: Board<Event>, text: string): void {
    const { response } = board;
    if (response.destroyed) return;
    if (response.writableLength > MAX_UNSENT_BYTES) {
      response.destroy();
      return;
    }
    response.write(text);
  }

  #run(task: () => Promise<void>): void {
    this.#queue = this.#queue.then(task).catch(this.onError);
  }
}

const eventId = z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** A stream's `?after=`: the event its reader last had, when the browser has no Last-Event-ID yet. */
export const streamQuery = { after: eventId.optional() };

/** What a stream resumes from: the browser's Last-Event-ID when it reconnects, else `?after=`. */
function resumeFrom(header: string | string[] | undefined, after: number | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (value !== undefined && value.trim() !== '') {
    const parsed = eventId.safeParse(value.trim());
    if (!parsed.success) throw new HttpError(400, 'validation', 'Last-Event-ID bir olay numarası olmalı.', { 'last-event-id': 'Geçersiz' });
    return parsed.data;
  }
  return after ?? null;
}

/**
 * Hands a request for `stream` over to it: only a request that accepts an event stream (406
 * otherwise), and only while the instance has room (503 with Retry-After), resumed from its
 * Last-Event-ID or `?after=`.
 */
export function serveStream<Event extends { id: number }>(
  stream: EventStream<Event>,
  request: FastifyRequest,
  reply: FastifyReply,
  after: number | undefined,
  wants?: (event: Event) => boolean,
): void {
  if (!/(^|,)\s*text\/event-stream\s*(;|,|$)/i.test(request.headers.accept ?? '')) {
    throw new HttpError(406, 'not_acceptable', 'Bu adres yalnızca olay akışı (text/event-stream) verir.');
  }
  const from = resumeFrom(request.headers['last-event-id'], after);
  if (stream.full) {
    throw new HttpError(503, 'board_full', 'Şu an çok fazla pano bağlı; biraz sonra tekrar denenecek.', undefined, { 'retry-after': '10' });
  }
  reply.hijack();
  stream.open(request.raw, reply.raw, from, reply.getHeaders() as Record<string, string>, wants);
}
