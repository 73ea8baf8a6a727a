import { CamelCasePlugin } from 'kysely';

/**
 * Tables' and columns' names as the app's connection maps them (its CamelCasePlugin):
 * `productTags` in the code is `product_tags` in SQL.
 */
class AppNames extends CamelCasePlugin {
  readonly toSql = (name: string): string => this.snakeCase(name);
  readonly toApp = (name: string): string => this.camelCase(name);
}

const names = new AppNames();

/** A table's or column's name in SQL, from its name in the code. */
export const sqlName = names.toSql;

/** A table's or column's name in the code, from its name in SQL. */
export const appName = names.toApp;
