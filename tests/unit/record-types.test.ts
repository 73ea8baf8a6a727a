import { describe, expectTypeOf, it } from 'vitest';
import type {
  AccountRow,
  CampaignRow,
  CategoryRow,
  DiningTableRow,
  IngredientRow,
  ProductRow,
  TagRow,
  UserRow,
} from '../../src/server/platform/db/schema.js';
import type { EnglishFields } from '../../src/server/platform/records/translated.js';
import type { AdminAccount } from '../../src/shared/schemas/account.js';
import type { AdminCampaign } from '../../src/shared/schemas/campaign.js';
import type { AdminCategory } from '../../src/shared/schemas/category.js';
import type { AdminIngredient } from '../../src/shared/schemas/ingredient.js';
import type { AdminProduct } from '../../src/shared/schemas/product.js';
import type { DiningTable } from '../../src/shared/schemas/table.js';
import type { AdminTag } from '../../src/shared/schemas/tag.js';
import type { TranslatableResource } from '../../src/shared/schemas/translation.js';
import type { AdminUser } from '../../src/shared/schemas/user.js';

/**
 * A resource is described once, by its zod schema; its table's row type comes from the Kysely
 * schema. The two must agree: every stored column the API shows is a field of the record with
 * the same type (a 0/1 flag is a boolean there, `sort_order` is `order`), and the record has no
 * field that is neither a column nor one of the few the server works out. Checked by the type
 * checker (`npm run typecheck`): adding a column or a field on one side only fails it.
 */
type Shown<Row, Hidden extends keyof Row, Flags extends keyof Row> = {
  [K in Exclude<keyof Row, Hidden | Flags | 'sortOrder'>]: Row[K];
} & { [K in Flags]: boolean } & ('sortOrder' extends keyof Row ? (Hidden extends 'sortOrder' ? unknown : { order: number }) : unknown);

/** A row with the English texts read beside it (translation rows, migration 021). */
type WithEnglish<Row, Resource extends TranslatableResource> = Row & EnglishFields<Resource>;

/** Columns the API never shows as such: bookkeeping and the Turkish-folded keys of unique names. */
type Bookkeeping = 'createdAt' | 'updatedAt' | 'nameTrKey' | 'nameEnKey';

type Same<Record, Expected, Derived extends keyof Record = never> = [Omit<Record, Derived>] extends [Expected]
  ? [Expected] extends [Omit<Record, Derived>]
    ? true
    : false
  : false;

describe('records and rows', () => {
  it('agree for every resource staff edit', () => {
    expectTypeOf<
      Same<
        AdminCategory,
        Shown<WithEnglish<CategoryRow, 'categories'>, Bookkeeping | 'availability', 'hasMultipleSizes' | 'isActive'>,
        'productCount' | 'availability' | 'translations'
      >
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Same<
        AdminProduct,
        Shown<
          WithEnglish<ProductRow, 'products'>,
          | 'createdAt'
          | 'updatedAt'
          | 'nameTrKey'
          | 'allergens'
          | 'sizes'
          | 'optionGroups'
          | 'soldOutUntil'
          | 'availability'
          | 'pricesChangedAt',
          'isWeeklyChoice' | 'isActive'
        >,
        'tagIds' | 'ingredientIds' | 'allergens' | 'sizes' | 'options' | 'soldOut' | 'availability' | 'translations'
      >
    >().toEqualTypeOf<true>();
    expectTypeOf<Same<AdminTag, Shown<WithEnglish<TagRow, 'tags'>, Bookkeeping, 'isActive'>, 'translations'>>().toEqualTypeOf<true>();
    expectTypeOf<
      Same<AdminIngredient, Shown<WithEnglish<IngredientRow, 'ingredients'>, Bookkeeping, 'isActive'>, 'translations'>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Same<AdminCampaign, Shown<WithEnglish<CampaignRow, 'campaigns'>, 'createdAt' | 'updatedAt', 'isActive'>, 'phase' | 'translations'>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Same<AdminAccount, Shown<AccountRow, 'createdAt' | 'updatedAt' | 'searchKey', 'isActive'>, 'entryCount'>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Same<DiningTable, Shown<DiningTableRow, 'createdAt' | 'updatedAt' | 'nameKey' | 'openedAt', never>>
    >().toEqualTypeOf<true>();
    // Never the password's hash, nor the approval PIN's and its wrong tries.
    expectTypeOf<
      Same<AdminUser, Shown<UserRow, 'updatedAt' | 'nameKey' | 'passwordHash' | 'pinHash' | 'pinFailures' | 'pinFailedAt', 'isActive'>>
    >().toEqualTypeOf<true>();
  });

  it('catch a drift: a column the record lacks fails the check', () => {
    expectTypeOf<Same<Omit<AdminTag, 'border'>, Shown<WithEnglish<TagRow, 'tags'>, Bookkeeping, 'isActive'>>>().toEqualTypeOf<false>();
    expectTypeOf<Same<AdminTag & { shade: string }, Shown<WithEnglish<TagRow, 'tags'>, Bookkeeping, 'isActive'>>>().toEqualTypeOf<false>();
  });
});
