import type { Kysely, Transaction } from 'kysely';
import { findCategoryByName, findDish } from '../../../shared/filters.js';
import { fallbackChain, FIXED_LANGUAGES, isFixedLanguage, type FixedLanguage } from '../../../shared/languages.js';
import type { Language, MenuCategory, PublicMenu } from '../../../shared/menu.js';
import { categoryPath, dishPath, dishSlugs, slugOf } from '../../../shared/paths.js';
import { foldTurkish } from '../../../shared/text.js';
import { englishTexts } from './translated.js';
import type { Database } from '../db/schema.js';

/** A dish's address segment from its name alone, as shared/paths.ts dishSlugs gives it first. */
function slugOfName(name: string, id: number): string {
  return slugOf(name) || String(id);
}

/**
 * Keeps a category's addresses before it is renamed, in the renaming's transaction: its former
 * name in each language whose name changes leads to it from then on (and with it its dishes'
 * addresses). Call before the update.
 */
export async function keepCategoryAddresses(
  trx: Transaction<Database>,
  id: number,
  next: { nameTr: string; nameEn: string },
): Promise<void> {
  const before = await trx.selectFrom('categories').select(['nameTrKey', 'nameEnKey']).where('id', '=', id).executeTakeFirst();
  if (!before) return;
  for (const language of FIXED_LANGUAGES) {
    const former = language === 'en' ? before.nameEnKey : before.nameTrKey;
    if (former === foldTurkish(language === 'en' ? next.nameEn : next.nameTr)) continue;
    await trx
      .insertInto('formerCategoryNames')
      .values({ language, nameKey: former, categoryId: id })
      .onConflict((oc) => oc.columns(['language', 'nameKey']).doUpdateSet({ categoryId: id }))
      .execute();
  }
}

/**
 * Keeps a dish's addresses before it is renamed or moved to another category, in the same
 * transaction: its former address segment in its former category leads to it. Call before the update.
 */
export async function keepDishAddresses(
  trx: Transaction<Database>,
  id: number,
  next: { nameTr: string; nameEn: string; categoryId: number },
): Promise<void> {
  const before = await trx.selectFrom('products').select(['nameTr', 'categoryId']).where('id', '=', id).executeTakeFirst();
  if (!before) return;
  const formerEn = (await englishTexts(trx, 'products', [id])).get(id)?.name ?? '';
  for (const language of FIXED_LANGUAGES) {
    const former = slugOfName(language === 'en' ? formerEn : before.nameTr, id);
    const slug = slugOfName(language === 'en' ? next.nameEn : next.nameTr, id);
    if (former === slug && before.categoryId === next.categoryId) continue;
    await trx
      .insertInto('formerDishSlugs')
      .values({ categoryId: before.categoryId, language, slug: former, productId: id })
      .onConflict((oc) => oc.columns(['categoryId', 'language', 'slug']).doUpdateSet({ productId: id }))
      .execute();
  }
}

/**
 * The language whose names a page in `language` has in its addresses, and whose former names
 * are kept: the first along its fallback chain that the records hold (Turkish and English).
 */
function namesIn(language: Language): FixedLanguage {
  return fallbackChain(language).find(isFixedLanguage) ?? 'tr';
}

/**
 * The current address of a guest page whose address is a former one (a category or dish
 * since renamed), or null when it names nothing that moved. Asked only for addresses that
 * name nothing on the menu, so a live address always wins.
 */
export async function currentAddress(
  db: Kysely<Database>,
  menu: PublicMenu,
  language: Language,
  categoryName: string,
  dishSlug: string | null,
): Promise<string | null> {
  let category = findCategoryByName(menu.categories, categoryName, language);
  let renamed = false;
  // A language beside Turkish and English named its pages by its fallback's names until they
  // were translated: such a link leads to the page's address in the language's own names.
  const earlier = isFixedLanguage(language) ? [] : fallbackChain(language).slice(1);
  for (const names of earlier) {
    if (category) break;
    category = findCategoryByName(menu.categories, categoryName, names);
    renamed = category !== undefined;
  }
  if (!category) {
    const former = await db
      .selectFrom('formerCategoryNames')
      .select('categoryId')
      .where('language', '=', namesIn(language))
      .where('nameKey', '=', foldTurkish(categoryName))
      .executeTakeFirst();
    category = menu.categories.find((candidate) => candidate.id === former?.categoryId);
    if (!category) return null;
    renamed = true;
  }
  if (dishSlug === null) return renamed ? categoryPath(category, language) : null;
  const dish = findDish(menu.products, category, dishSlug, language);
  if (dish) return renamed ? dishPath(category, dish.slug, language) : null;
  for (const names of earlier) {
    const named = findDish(menu.products, category, dishSlug, names);
    const slug = named && dishSlugs(menu.products, category.id, language).get(named.product.id);
    if (slug) return dishPath(category, slug, language);
  }
  return formerDishAddress(db, menu, category, language, dishSlug);
}

async function formerDishAddress(
  db: Kysely<Database>,
  menu: PublicMenu,
  category: MenuCategory,
  language: Language,
  dishSlug: string,
): Promise<string | null> {
  const former = await db
    .selectFrom('formerDishSlugs')
    .select('productId')
    .where('categoryId', '=', category.id)
    .where('language', '=', namesIn(language))
    .where('slug', '=', dishSlug.toLowerCase())
    .executeTakeFirst();
  const product = menu.products.find((candidate) => candidate.id === former?.productId);
  const home = product && menu.categories.find((candidate) => candidate.id === product.categoryId);
  const slug = product && dishSlugs(menu.products, product.categoryId, language).get(product.id);
  return home && slug ? dishPath(home, slug, language) : null;
}
