import type { ColumnDefinitionBuilder } from 'kysely';

/** The database engines Sofra runs on. SQLite is the embedded default (D1). */
export type DialectName = 'sqlite' | 'postgres';

/**
 * An auto-numbered integer primary key. This is the one column where the engines' SQL
 * differs, so the difference lives here and not in the migrations.
 */
export function identityColumn(dialect: DialectName) {
  return (column: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
}
