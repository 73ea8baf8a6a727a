import type { ColumnDefinitionBuilder } from 'kysely';

// The migrations' own helpers. A migration imports only `kysely` and this folder (a lint zone
// in eslint.config.js): it must do tomorrow what it did the day it was released, so nothing it
// runs may follow a later change to the app's code.

/**
 * The database engines the migrations are written for: a frozen copy of db/dialect.ts's type
 * as of these migrations. An engine added to the app later must be added here too, with each
 * migration's answer for it.
 */
export type DialectName = 'sqlite' | 'postgres';

/**
 * An auto-numbered integer primary key. This is the one column where the engines' SQL
 * differs, so the difference lives here and not in each migration.
 */
export function identityColumn(dialect: DialectName) {
  return (column: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
}
