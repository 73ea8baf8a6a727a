import type { Logger } from 'kysely';

/** Told how long one query took, in milliseconds, and whether the database refused it. */
export type QueryTimeListener = (ms: number, failed: boolean) => void;

/**
 * How long each query a database handle runs takes, for whoever listens (the metrics, when
 * they are switched on). Kysely's `log` option is fixed when the handle opens, before the app
 * knows whether anyone listens, so the handle carries this relay and the app plugs in later.
 * Kysely times the query on its connection (not the wait for one), failed queries included,
 * and the SQL text never leaves here.
 */
export class QueryTimer {
  #listener: QueryTimeListener | undefined;

  listen(listener: QueryTimeListener): void {
    this.#listener = listener;
  }

  /** Kysely's `log` option. */
  readonly log: Logger = (event) => {
    this.#listener?.(event.queryDurationMillis, event.level === 'error');
  };
}
