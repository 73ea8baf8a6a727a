import type { z } from 'zod';
import {
  menuProduct as menuProductSchema,
  productInput,
  productRecord,
  type AdminProduct,
  type MenuProduct,
} from '../../src/shared/schemas/product.js';

/**
 * Records as tests write them: the fields a test states, and the ones none of them cares about
 * filled in here. Those are the fields a form may leave blank, as a save fills them: none (null),
 * an empty text or an empty list. They come from the schemas, so a new optional field needs nothing here and
 * no test's hand-written record has to learn of it.
 */
type Input = z.input<typeof productInput>;
type Output = z.output<typeof productInput>;

/** What a save makes of a field left out, when that is nothing: null, an empty text or an empty list. */
type BlankOf<Name> = Name extends keyof Output
  ? null extends Output[Name]
    ? null
    : '' extends Output[Name]
      ? ''
      : never[] extends Output[Name]
        ? never[]
        : never
  : never;

/** The fields of `Full` that a form may leave out and whose blank `Full` holds, with that blank. */
type Blanks<Full> = {
  [
    Name in keyof Full & keyof Input as undefined extends Input[Name]
      ? [BlankOf<Name>] extends [never]
        ? never
        : BlankOf<Name> extends Full[Name]
          ? Name
          : never
      : never
  ]: BlankOf<Name>;
};

function blanksOf<Full>(record: z.ZodObject): Blanks<Full> {
  const fields = record.shape as Record<string, z.ZodType>;
  return Object.fromEntries(
    Object.entries(productInput.shape as Record<string, z.ZodType>).flatMap(([name, schema]) => {
      const blank = schema.safeParse(undefined);
      const held = fields[name]?.safeParse(blank.data).success ?? false;
      const nothing = blank.data === null || blank.data === '' || (Array.isArray(blank.data) && blank.data.length === 0);
      return blank.success && nothing && held ? [[name, blank.data]] : [];
    }),
  ) as Blanks<Full>;
}

const ADMIN_BLANKS = blanksOf<AdminProduct>(productRecord);
const MENU_BLANKS = blanksOf<MenuProduct>(menuProductSchema);

type Stated<Full> = Omit<Full, keyof Blanks<Full>> & Partial<Full>;

/** A product as the back office reads it. */
export const adminProduct = (fields: Stated<AdminProduct>): AdminProduct => ({ ...ADMIN_BLANKS, ...fields });

/** A product as guests read it in the menu. */
export const menuProduct = (fields: Stated<MenuProduct>): MenuProduct => ({ ...MENU_BLANKS, ...fields });
