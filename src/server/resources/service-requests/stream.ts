import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import type { BoardEvent } from '../../../shared/schemas/service-request.js';
import type { Notifications } from '../../platform/db/notifications.js';
import type { Database } from '../../platform/db/schema.js';
import { eventsAfter, latestEventId, oldestEventId, REQUESTS_CHANNEL } from './queries.js';

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

interface Board {
  response: ServerResponse;
  /** The last event this board has been sent. */
  lastId: number;
}

/**
 * The staff boards' live stream (Server-Sent Events) on this instance. Every change of a call
 * is an event in `service_events`, numbered in commit order; an instance hears of new ones by
 * the database's notifications (LISTEN/NOTIFY on PostgreSQL, in process on SQLite), reads
 * them once and sends each to its boards. A board that reconnects names the last event it had
 * (`Last-Event-ID`) and gets exactly those after it. Reads run one at a time, so every board
 * gets the events in order and none twice.
 */
export class BoardStream {
  readonly #boards = new Set<Board>();
  /** Boards connected or still catching up: what the limit counts. */
  #open = 0;
  #lastId = 0;
  #queue: Promise<void> = Promise.resolve();
  #heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    /** How many boards this instance holds at once; the next is answered 503. */
    readonly limit: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  async start(notifications: Notifications): Promise<void> {
    this.#lastId = await latestEventId(this.db);
    await notifications.listen(REQUESTS_CHANNEL, () => this.news());
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
        const events = await eventsAfter(this.db, this.#lastId, BATCH);
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
  open(request: IncomingMessage, response: ServerResponse, after: number | null, headers: Record<string, string>): void {
    this.#open += 1;
    const board: Board = { response, lastId: 0 };
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
      const latest = await latestEventId(this.db);
      if (after === null) board.lastId = latest;
      else if (after > latest || after < (await oldestEventId(this.db)) - 1) {
        // Not an event this database has (restored from a backup), or one forgotten since.
        this.#write(board, `event: reset\ndata: {}\n\n`);
        board.lastId = latest;
      } else {
        board.lastId = after;
        for (;;) {
          const events = await eventsAfter(this.db, board.lastId, BATCH);
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

  #send(board: Board, event: BoardEvent): void {
    board.lastId = event.id;
    this.#write(board, `id: ${event.id}\ndata: ${JSON.stringify(event)}\n\n`);
  }

  #write(board: Board, text: string): void {
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
