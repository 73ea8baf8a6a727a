import type { FastifyBaseLogger, FastifyLogFn } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * A request's logger (`request.log`), made only when something logs. Fastify gives every
 * request a child logger carrying its id; nearly every request, a guest's menu above all,
 * never logs, and making the child cost about a twentieth of serving the menu.
 */
class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;
  declare fatal: FastifyLogFn;
  declare error: FastifyLogFn;
  declare warn: FastifyLogFn;
  declare info: FastifyLogFn;
  declare debug: FastifyLogFn;
  declare trace: FastifyLogFn;
  declare silent: FastifyLogFn;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  logger(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.logger().level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }
}

// One function per level on the prototype: a request's logger is a single small object.
for (const level of LEVELS) {
  RequestLogger.prototype[level] = function (this: RequestLogger, ...args: unknown[]) {
    const logger = this.logger();
    const log: (...args: unknown[]) => void = logger[level];
    return log.apply(logger, args);
  };
}

/** Fastify's `childLoggerFactory`: request loggers that cost nothing until used. */
export function requestLogger(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new RequestLogger(parent, bindings, options);
}

/**
 * A request's address as the log may hold it: the path, with any query replaced by a mark. A
 * guest's search travels in the query (`?q=…`), and what people look for is theirs.
 */
export function loggedUrl(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : `${url.slice(0, query)}?[redacted]`;
}
