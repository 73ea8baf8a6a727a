import type { Kysely } from 'kysely';

/**
 * A dish's option groups ("Acı", "Yanında": Ayran or Şalgam, "Çıkarılsın": soğan, maydanoz), as
 * a JSON array in staff's order, read and written whole with the dish like its sizes: each group
 * its Turkish name, the fewest and most of its choices a guest picks, and its choices, each with
 * its Turkish name, a price change in kuruş and allergens of its own. Their English and other
 * languages are translation rows (`option:<Turkish name, folded>`). A line in a basket or an
 * order keeps the choices made, as a JSON array of their Turkish names, the names its guest read
 * and each one's price change, frozen with the line.
 */
export function dishOptions() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('products')
        .addColumn('option_groups', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      for (const table of ['basket_lines', 'order_lines']) {
        await db.schema
          .alterTable(table)
          .addColumn('options', 'text', (c) => c.notNull().defaultTo('[]'))
          .execute();
      }
    },
  };
}
