import type { LightMyRequestResponse } from 'fastify';

/**
 * How many rounds each race runs: a few in `npm test`, many in `npm run test:reliability`
 * (which sets CONCURRENCY_ROUNDS).
 */
export const ROUNDS = roundsFrom(process.env.CONCURRENCY_ROUNDS);

function roundsFrom(value: string | undefined): number {
  if (value === undefined || value === '') return 5;
  const rounds = Number(value);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`CONCURRENCY_ROUNDS must be a positive integer, not ${value}`);
  return rounds;
}

/**
 * What one race saw over all its rounds. A broken rule is written down and the race goes on,
 * so a run says how often a rule breaks, not only that it did.
 */
export class RaceRecord {
  readonly violations: string[] = [];
  rounds = 0;
  round = 0;

  /** A broken rule, e.g. "two weekly choices". */
  violation(what: string): void {
    this.violations.push(`round ${this.round}: ${what}`);
  }

  /** Writes down `what` unless `holds`. */
  expect(holds: boolean, what: string): void {
    if (!holds) this.violation(what);
  }

  /**
   * An answer must be one of `allowed`, never a 5xx: a race's loser is told what happened
   * (e.g. 409 or 400 with a Turkish message), it does not see "unexpected error".
   */
  answered(label: string, response: LightMyRequestResponse, allowed: readonly number[]): number {
    if (!allowed.includes(response.statusCode)) {
      this.violation(`${label} answered ${response.statusCode} (expected ${allowed.join(' or ')}): ${response.body.slice(0, 200)}`);
    }
    return response.statusCode;
  }
}

/** Every race of a file, for the one summary line at the end. */
export class RaceSummary {
  private readonly races: RaceRecord[] = [];

  /** Runs `round` `rounds` times; the race's record is kept for the summary. */
  async run(rounds: number, round: (race: RaceRecord, index: number) => Promise<void>): Promise<RaceRecord> {
    const race = new RaceRecord();
    this.races.push(race);
    for (let index = 0; index < rounds; index += 1) {
      race.round = index + 1;
      await round(race, index);
      race.rounds += 1;
    }
    return race;
  }

  line(dialect: string, rounds: number): string {
    const total = this.races.reduce((sum, race) => sum + race.rounds, 0);
    const violations = this.races.reduce((sum, race) => sum + race.violations.length, 0);
    return `concurrency (${dialect}): ${this.races.length} races × ${rounds} rounds = ${total} rounds run, ${violations} rule violations`;
  }
}

/**
 * Starts every request of a round "at the same moment": each after a random pause of up to
 * `spreadMs`, so over the rounds each request sometimes goes first and the race is run in
 * every order, not only in the order the requests happen to be written in.
 */
export function together<T extends (() => Promise<unknown>)[]>(
  requests: [...T],
  spreadMs = 8,
): Promise<{ [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  return Promise.all(
    requests.map(async (request) => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * spreadMs));
      return request();
    }),
  ) as Promise<{ [K in keyof T]: Awaited<ReturnType<T[K]>> }>;
}
