import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  accountChoice,
  accountSearch,
  approver,
  bill,
  takeOffInput,
  type Approval,
  discountInput,
  linesMoveInput,
  moveInput,
  paymentInput,
  reasonInput,
  splitInput,
} from '../../../shared/schemas/bill.js';
import { actorOf } from '../../platform/audit/audited.js';
import { staffOf } from '../../platform/auth/guards.js';
import type { ServerContext } from '../../platform/context.js';
import { noContent, pathId, refusals, type Api } from '../../platform/http/contract.js';
import { MISSING_LINE, MISSING_TABLE } from '../orders/queries.js';
import { getSettings } from '../settings/queries.js';
import { approverOf } from '../users/approval-pin.js';
import { listApprovers } from '../users/queries.js';
import {
  accountChoices,
  addPayment,
  closeTableWithBill,
  discountBill,
  MISSING_BILL,
  moveBill,
  moveLines,
  readBill,
  reopenBill,
  splitBill,
  tableBill,
  takeOffLine,
  type ChangeContext,
} from './queries.js';

const tags = ['Hesap'];

/**
 * The tables' bills (D60): read, paid (cash, card, transfer, or a customer's account), split,
 * discounted, given free (ikram) or voided line by line, moved and merged; and, by an admin,
 * reopened. Every role that serves tables; above the owner's limit, a discount, ikram or void
 * needs an admin.
 */
export function billRoutes(app: Api, context: ServerContext): void {
  const { db, dialect, now, today } = context;
  const config = { role: 'waiter', changesMenu: false } as const;
  const billParams = z.strictObject({ id: pathId(MISSING_BILL) });
  const lineParams = z.strictObject({ id: pathId(MISSING_LINE) });
  const tableParams = z.strictObject({ id: pathId(MISSING_TABLE) });
  const changeContext = async (request: FastifyRequest, approval: Approval | undefined): Promise<ChangeContext> => ({
    staff: staffOf(request),
    approvedBy: await approverOf(context, request, approval),
    now: now(),
    limitKurus: (await getSettings(db)).approvalLimitKurus,
  });

  app.post(
    '/tables/:id/close',
    {
      schema: {
        tags: ['Masalar'],
        description:
          'The table empties and its bill closes, when nothing is left to pay on it; with something left, only an admin closes it (409 `unpaid` for others), the amount kept in the bill as unpaid.',
        params: tableParams,
        body: z.strictObject({}),
        response: { 204: noContent, ...refusals(400, 404, 409) },
      },
      config,
    },
    async (request, reply) => {
      await closeTableWithBill(db, dialect, request.params.id, staffOf(request), now());
      return reply.code(204).send(null);
    },
  );
  app.get(
    '/tables/:id/bill',
    {
      schema: {
        tags,
        description: "The table's open bill; 404 `no_bill` when it has none.",
        params: tableParams,
        response: { 200: bill, ...refusals(400, 404) },
      },
      config,
    },
    async (request) => tableBill(db, request.params.id),
  );
  app.get(
    '/bills/accounts',
    {
      schema: {
        tags,
        description: "Customers' accounts a bill may be put on ('Veresiye'), by name or phone (`q`): the first 20, names and phones only.",
        querystring: accountSearch,
        response: { 200: z.array(accountChoice), ...refusals(400) },
      },
      config,
    },
    async (request) => accountChoices(db, request.query.q),
  );
  app.get(
    '/bills/approvers',
    {
      schema: {
        tags,
        description: 'The active admins with an approval PIN: whom a waiter may ask to approve a change above the limit on their phone.',
        response: { 200: z.array(approver) },
      },
      config,
    },
    async () => listApprovers(db),
  );
  app.get('/bills/:id', { schema: { tags, params: billParams, response: { 200: bill, ...refusals(400, 404) } }, config }, async (request) =>
    readBill(db, request.params.id),
  );
  app.post(
    '/bills/:id/payments',
    {
      schema: {
        tags,
        description:
          'A payment, once however often it is sent (its `id`): 201 with the bill, 200 when it was made already. Never more than is left (409 `over_total`), nor than its part of a split (409 `over_part`); the payment that pays the bill off closes it and its table. `account` charges a customer’s account by the ledger’s rules (409 `over_limit` until `confirmOverLimit`).',
        params: billParams,
        body: paymentInput,
        response: { 200: bill, 201: bill, ...refusals(400, 404, 409) },
      },
      config,
    },
    async (request, reply) => {
      const { bill: paid, created } = await addPayment(db, dialect, request.params.id, request.body, {
        actor: actorOf(request, dialect, now()),
        today: today(),
      });
      return reply.code(created ? 201 : 200).send(paid);
    },
  );
  app.post(
    '/bills/:id/split',
    {
      schema: {
        tags,
        description:
          'Into `parts` equal parts (the kuruş left over in the first), by lines (each line’s part), or not at all; 409 `part_paid` once a part is paid.',
        params: billParams,
        body: splitInput,
        response: { 200: bill, ...refusals(400, 404, 409) },
      },
      config,
    },
    async (request) => splitBill(db, dialect, request.params.id, request.body, staffOf(request), now()),
  );
  app.post(
    '/bills/:id/discount',
    {
      schema: {
        tags,
        description:
          'A discount on the bill, `percent` of it or an `amount`, with a reason; above the limit only an admin, signed in or by `approval` (403 `needs_admin`; 429 after five wrong PINs in a row).',
        params: billParams,
        body: discountInput,
        response: { 200: bill, ...refusals(400, 403, 404, 409, 429) },
      },
      config,
    },
    async (request) => discountBill(db, dialect, request.params.id, request.body, await changeContext(request, request.body.approval)),
  );
  const takenOff = [
    ['ikram', 'The line given free, with a reason'],
    ['void', 'The line voided from the bill whatever its state, with a reason'],
  ] as const;
  for (const [kind, what] of takenOff) {
    app.post(
      `/order-lines/:id/${kind}`,
      {
        schema: {
          tags,
          description: `${what}; above the limit only an admin, signed in or by \`approval\` (403 \`needs_admin\`; 429 after five wrong PINs in a row). Answers its bill.`,
          params: lineParams,
          body: takeOffInput,
          response: { 200: bill, ...refusals(400, 403, 404, 409, 429) },
        },
        config,
      },
      async (request) =>
        takeOffLine(db, dialect, request.params.id, kind, request.body.reason, await changeContext(request, request.body.approval)),
    );
  }
  app.post(
    '/bills/:id/move',
    {
      schema: {
        tags,
        description:
          'The whole table moves to `table`: onto it when it is empty, merged into its bill when it is open. Answers the bill it is now on.',
        params: billParams,
        body: moveInput,
        response: { 200: bill, ...refusals(400, 404, 409) },
      },
      config,
    },
    async (request) => moveBill(db, dialect, request.params.id, request.body.table, staffOf(request), now()),
  );
  app.post(
    '/bills/:id/lines/move',
    {
      schema: {
        tags,
        description: 'Lines of the bill move to `table`’s bill (made when it has none). Answers the bill they left.',
        params: billParams,
        body: linesMoveInput,
        response: { 200: bill, ...refusals(400, 404, 409) },
      },
      config,
    },
    async (request) => moveLines(db, dialect, request.params.id, request.body, staffOf(request), now()),
  );
  app.post(
    '/bills/:id/reopen',
    {
      schema: {
        tags,
        description: 'Admins: a closed bill open again with its table, with a reason (409 `open`, `table_busy`).',
        params: billParams,
        body: reasonInput,
        response: { 200: bill, ...refusals(400, 404, 409) },
      },
      config: { role: 'admin', changesMenu: false } as const,
    },
    async (request) => reopenBill(db, dialect, request.params.id, request.body.reason, staffOf(request), now()),
  );
}
