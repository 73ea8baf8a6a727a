import type { Kysely } from 'kysely';

/** A customer's credit limit ("Kredi limiti"), in kuruş; none (null) for the accounts there are. */
export function accountCreditLimit() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('accounts').addColumn('credit_limit_kurus', 'integer').execute();
    },
  };
}
