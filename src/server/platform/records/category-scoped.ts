import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import type { ServerContext } from '../context.js';
import type { Database } from '../db/schema.js';
import type { Api } from '../http/contract.js';
import { notFound } from '../http/errors.js';
import { fieldsOf } from './fields-of.js';
import { rethrowCategoryScopedName } from './names-taken.js';
import { plainRecordRoutes, type PlainResource } from './record-routes.js';
import { recordTexts, textFieldsOf, writeTexts, type LanguageTexts, type TextFields } from './translated.js';

/**
 * Tags and ingredients: records of a category, named uniquely within it the Turkish way (D12),
 * with their texts beside Turkish in their translation table, and shown to guests while both
 * they and their category are active.
 */
export type CategoryScopedTable = 'tags' | 'ingredients';

type RowOf<T extends CategoryScopedTable> = Selectable<Database[T]>;

/** How a category-scoped kind of record is read: its row and texts into its record. */
export interface CategoryScopedRecord<T extends CategoryScopedTable, Admin extends object, Menu extends z.ZodObject> {
  table: T;
  /** What a path naming no record of it answers (404). */
  missing: string;
  /** The back office's list: by category, then by this column. */
  order: 'id' | 'nameTr';
  /** The record as the back office reads it, from its row and its texts beside Turkish. */
  read: (row: RowOf<T> & TextFields<T>) => Admin;
  /** The guests' cut of the record. */
  menu: Menu;
}

/**
 * The reads of a category-scoped kind of record: every record and one by id as the back office
 * reads them, and the active ones of active categories as guests see them.
 */
export function categoryScopedReads<T extends CategoryScopedTable, Admin extends z.output<Menu>, Menu extends z.ZodObject>({
  table,
  missing,
  order,
  read,
  menu,
}: CategoryScopedRecord<T, Admin, Menu>) {
  const toAdmin = (row: unknown, texts: LanguageTexts | undefined) => read({ ...(row as RowOf<T>), ...textFieldsOf(table, texts) });
  // Kysely cannot type one query over either table: typed as the tags', the queries name `table`
  // and columns both tables have, and each row read is its own table's.
  const rowsOf = (db: Kysely<Database>) => db.selectFrom(table as 'tags');
  return {
    list: async (db: Kysely<Database>): Promise<Admin[]> => {
      const [rows, texts] = await Promise.all([
        rowsOf(db).selectAll().orderBy('categoryId').orderBy(order).execute(),
        recordTexts(db, table),
      ]);
      return rows.map((row) => toAdmin(row, texts.get(row.id)));
    },

    get: async (db: Kysely<Database>, id: number): Promise<Admin> => {
      const row = await rowsOf(db).selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound(missing);
      return toAdmin(row, (await recordTexts(db, table, [id])).get(id));
    },

    readMenu: async (db: Kysely<Database>): Promise<z.output<Menu>[]> => {
      const texts = await recordTexts(db, table);
      const own = <Column extends string>(column: Column) => `${table}.${column}` as `tags.${Column}`;
      const rows = await rowsOf(db)
        .innerJoin('categories', 'categories.id', own('categoryId'))
        .selectAll(table as 'tags')
        .where(own('isActive'), '=', 1)
        .where('categories.isActive', '=', 1)
        .orderBy(own('id'))
        .execute();
      return rows.map((row) => fieldsOf(menu, toAdmin(row, texts.get(row.id))));
    },
  };
}

/** A category-scoped kind of record's routes: its list, and plainRecordRoutes' writes. */
export interface CategoryScopedResource<Input extends z.ZodType, Update extends z.ZodType, Answer extends z.ZodObject> extends Omit<
  PlainResource<Input, Update, Answer>,
  'table' | 'besides' | 'rethrow'
> {
  table: CategoryScopedTable;
  list: (db: Kysely<Database>) => Promise<z.output<Answer>[]>;
  /** The form's message on a name the category already has. */
  duplicate: string;
}

/**
 * `GET /{table}`, and `POST`, `PUT` and `DELETE` as plainRecordRoutes has them, each save
 * writing the record's texts beside Turkish and saying which name the category already has.
 */
export function categoryScopedRoutes<
  Input extends z.ZodType<{ nameTr: string; nameEn: string; categoryId: number }>,
  Update extends z.ZodType,
  Answer extends z.ZodObject,
>(app: Api, context: ServerContext, { list, duplicate, ...resource }: CategoryScopedResource<Input, Update, Answer>): void {
  const { db } = context;
  const { table, tags, record } = resource;
  app.get(`/${table}`, { schema: { tags, response: { 200: z.array(record) } } }, async () => list(db));
  plainRecordRoutes(app, context, {
    ...resource,
    besides: (trx, id, input, at) => writeTexts(trx, table, id, input as Parameters<typeof writeTexts>[3], at),
    rethrow: (error, input, exceptId) => rethrowCategoryScopedName(db, error, table, input, duplicate, exceptId),
  });
}
