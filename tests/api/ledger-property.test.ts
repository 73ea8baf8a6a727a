import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTotals, type LedgerEntry } from '../../src/shared/ledger.js';
import type { AdminAccount } from '../../src/shared/schemas/account.js';
import type { AccountEntry } from '../../src/shared/schemas/ledger.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { asStaff, signIn } from '../support/staff.js';

/**
 * Random sequences of charges, payments, reversals and invalid requests on an account, some sent
 * at the same moment (issue 16). After each sequence the stored balance is the sum of the
 * entries, no payment was ever larger than the balance it was taken against, and every refused
 * request changed nothing. `LEDGER_RUNS` sets the sequences: 30 in `npm test`, 1,000 per
 * dialect in `npm run test:reliability`.
 */
const RUNS = Number(process.env.LEDGER_RUNS) || 30;
const DAY = '2026-06-01';

let t: TestApp;
let staff: ReturnType<typeof asStaff>;

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-06-15T09:00:00Z') });
  staff = asStaff(t.app, await signIn(t.app));
});
afterAll(() => t.close());

type Step =
  | { op: 'charge'; kurus: number }
  | { op: 'payment'; kurus: number }
  | { op: 'reverse'; pick: number }
  | { op: 'invalid'; body: Record<string, unknown> };

const amount = fc.integer({ min: 1, max: 500_00 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: amount.map((kurus) => ({ op: 'charge' as const, kurus })) },
  { weight: 3, arbitrary: amount.map((kurus) => ({ op: 'payment' as const, kurus })) },
  { weight: 2, arbitrary: fc.nat({ max: 20 }).map((pick) => ({ op: 'reverse' as const, pick })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom<Record<string, unknown>>(
        { kind: 'charge', amount: '0', day: DAY, description: 'x' },
        { kind: 'payment', amount: '-5', day: DAY, method: 'cash' },
        { kind: 'charge', amount: '5', day: '2099-01-01', description: 'x' },
        { kind: 'payment', amount: '5', day: DAY, method: 'cheque' },
        { kind: 'reversal', amount: '5', day: DAY },
        { kind: 'charge', amount: '1,250', day: DAY, description: 'x' },
      )
      .map((body) => ({ op: 'invalid' as const, body })),
  },
);
/** Steps in rounds: a round of one is sent alone, a longer round all at once. */
const rounds = fc.array(fc.array(step, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 6 });

const lira = (kurus: number) => `${Math.floor(kurus / 100)},${String(kurus % 100).padStart(2, '0')}`;
const entriesOf = async (id: number) => (await staff.get(`/api/admin/accounts/${id}/entries`)).json<AccountEntry[]>();
/**
 * The most a payment dated DAY may take (D38): the smallest balance from that day on, so a
 * reversal recorded later (dated today) that lowered the balance limits a payment dated back.
 */
function payableOn(entries: readonly AccountEntry[]): number {
  let owed = 0;
  for (const entry of entries) owed = entry.day <= DAY ? entry.balanceAfterKurus : Math.min(owed, entry.balanceAfterKurus);
  return owed;
}
const balanceOf = async (id: number) => (await staff.get(`/api/admin/accounts/${id}`)).json<AdminAccount>().remainingDebtKurus;

async function send(id: number, step: Step, entries: AccountEntry[]) {
  if (step.op === 'charge')
    return staff.post(`/api/admin/accounts/${id}/entries`, { kind: 'charge', amount: lira(step.kurus), day: DAY, description: 'Sipariş' });
  if (step.op === 'payment')
    return staff.post(`/api/admin/accounts/${id}/entries`, { kind: 'payment', amount: lira(step.kurus), day: DAY, method: 'cash' });
  if (step.op === 'invalid') return staff.post(`/api/admin/accounts/${id}/entries`, step.body);
  // A reversal of any entry so far, reversed or not, reversal or not: the server decides.
  const target = entries.length === 0 ? 999_999 : entries[step.pick % entries.length]!.id;
  return staff.post(`/api/admin/accounts/${id}/entries/${target}/reversal`, { reason: 'Deneme' });
}

describe('the ledger under random sequences', () => {
  it(`keeps the balance equal to its entries, never overpaid, refusals changing nothing (${RUNS} sequences)`, async () => {
    await fc.assert(
      fc.asyncProperty(rounds, async (sequence) => {
        const created = await staff.post('/api/admin/accounts', { customerName: 'Deneme', phone: '0532 111 22 33' });
        const { id } = created.json<AdminAccount>();
        for (const round of sequence) {
          const before = { entries: await entriesOf(id), balance: await balanceOf(id) };
          const answers = await Promise.all(round.map((s) => send(id, s, before.entries)));
          for (const [index, answer] of answers.entries()) {
            expect([201, 400, 404, 409], `${JSON.stringify(round[index])}: ${answer.body}`).toContain(answer.statusCode);
          }
          const after = { entries: await entriesOf(id), balance: await balanceOf(id) };
          const accepted = answers.filter((answer) => answer.statusCode === 201).length;
          // Each accepted request added exactly one entry; the refused ones added none.
          expect(after.entries.length - before.entries.length).toBe(accepted);
          if (accepted === 0) expect(after.balance).toBe(before.balance);
          // Never below zero: no payment (or reversed charge) took more than was owed at the time.
          expect(after.balance).toBeGreaterThanOrEqual(0);
          // A payment sent alone is refused exactly when it is larger than what was owed from its day on.
          if (round.length === 1 && round[0]!.op === 'payment') {
            expect(answers[0]!.statusCode).toBe(round[0]!.kurus > payableOn(before.entries) ? 400 : 201);
          }
        }
        const entries = await entriesOf(id);
        const stored = await balanceOf(id);
        const asLedger = entries.map((entry): LedgerEntry => ({ ...entry }));
        expect(stored).toBe(ledgerTotals(asLedger).balanceKurus);
        expect(entries.at(-1)?.balanceAfterKurus ?? 0).toBe(stored);
        // An entry is reversed at most once.
        const reversed = entries.flatMap((entry) => (entry.reversesId === null ? [] : [entry.reversesId]));
        expect(new Set(reversed).size).toBe(reversed.length);
      }),
      { numRuns: RUNS },
    );
    expect((await staff.get('/api/admin/accounts/ledger-check')).json()).toMatchObject({ drifts: [] });
  }, 600_000);
});
