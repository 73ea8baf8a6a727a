import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AdminAccount } from '../../shared/admin.js';
import { accountInput, accountUpdate, type AccountData } from '../../shared/schemas/account.js';
import { containsFolded } from '../../shared/text.js';
import type { ServerContext } from '../context.js';
import type { AccountRow, Database } from '../db/schema.js';
import { notFound, parseWith } from '../http/errors.js';
import { flagOf, recordIdOf } from '../http/records.js';
import { updateVersioned, deleteById } from './records.js';

const MISSING = 'Hesap bulunamadı';
const listQuery = z.object({ q: z.string().max(200).optional() });

export function accountRoutes(app: FastifyInstance, { db, now }: ServerContext): void {
  app.get('/accounts', async (request) => {
    const { q = '' } = parseWith(listQuery, request.query);
    const rows = await db.selectFrom('accounts').selectAll().orderBy('customerName').orderBy('id').execute();
    // Turkish-aware search (D12) happens here rather than in SQL, where LIKE folds only ASCII.
    return rows.filter((row) => containsFolded(row.customerName, q)).map(toAdminAccount);
  });

  app.post('/accounts', async (request, reply) => {
    const input = parseWith(accountInput, request.body);
    const stamp = now().toISOString();
    const { id } = await db
      .insertInto('accounts')
      .values({ ...toColumns(input), createdAt: stamp, updatedAt: stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    return reply.code(201).send(await getAccount(db, id));
  });

  app.put('/accounts/:id', async (request) => {
    const id = recordIdOf(request.params, MISSING);
    const { version, ...input } = parseWith(accountUpdate, request.body);
    await updateVersioned(db, 'accounts', id, version, toColumns(input), now(), MISSING);
    return getAccount(db, id);
  });

  app.delete('/accounts/:id', async (request, reply) => {
    const id = recordIdOf(request.params, MISSING);
    await deleteById(db, 'accounts', id, MISSING);
    return reply.code(204).send();
  });
}

/** The remaining debt is always computed here, from the amounts being saved (spec §9). */
function toColumns(input: AccountData) {
  return {
    customerName: input.customerName,
    name: input.name,
    email: input.email,
    phone: input.phone,
    address: input.address,
    totalDebtKurus: input.totalDebt,
    paidAmountKurus: input.paidAmount,
    remainingDebtKurus: input.totalDebt - input.paidAmount,
    lastPaymentDate: input.lastPaymentDate,
    status: input.status,
    notes: input.notes,
    isActive: flagOf(input.isActive),
  };
}

const findAccount = (db: Kysely<Database>, id: number) =>
  db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();

async function getAccount(db: Kysely<Database>, id: number): Promise<AdminAccount> {
  const row = await findAccount(db, id);
  if (!row) throw notFound(MISSING);
  return toAdminAccount(row);
}

function toAdminAccount(row: AccountRow): AdminAccount {
  return {
    id: row.id,
    customerName: row.customerName,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    totalDebtKurus: row.totalDebtKurus,
    paidAmountKurus: row.paidAmountKurus,
    remainingDebtKurus: row.remainingDebtKurus,
    lastPaymentDate: row.lastPaymentDate,
    status: row.status,
    notes: row.notes,
    isActive: row.isActive === 1,
    version: row.version,
  };
}
