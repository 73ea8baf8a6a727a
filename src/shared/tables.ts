/**
 * A table's code and name as guests meet them, free of zod so the guest pages can use them
 * (the tables' schemas are in schemas/table.ts).
 */

/** The query parameter a table's code carries: `/?masa=5`. */
export const TABLE_PARAM = 'masa';

/** The parameter beside it with the key the table's guests order with: `/?masa=5&k=…` (D57). */
export const TABLE_KEY_PARAM = 'k';

/** The longest table name (the schemas refuse longer; a guest page ignores one). */
export const TABLE_NAME_MAX = 40;

/** How a table is named: "5" is "Masa 5" (or "Table 5"); "Bahçe 3" stays as it is. */
export function tableLabel(name: string, tableWord: string): string {
  return /^\d+$/.test(name) ? `${tableWord} ${name}` : name;
}
