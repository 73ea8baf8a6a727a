import { sql, type Kysely } from 'kysely';
import { currentCampaign, type CalendarDay } from '../../shared/calendar.js';
import type { MenuCampaign, MenuProduct, PublicMenu } from '../../shared/menu.js';
import type { Database } from '../db/schema.js';

/**
 * Reads the public menu: active categories in order, the active products of active categories
 * in order with their rating, active tags and ingredients of active categories, the campaign
 * running `today` and the weekly choice. Five small queries, run once per menu change (the
 * result is cached), not once per guest.
 */
export async function readPublicMenu(db: Kysely<Database>, today: CalendarDay): Promise<PublicMenu> {
  const [categoryRows, productRows, links, ratings, tagRows, ingredientRows, campaignRows] = await Promise.all([
    db.selectFrom('categories').selectAll().where('isActive', '=', 1).orderBy('sortOrder').orderBy('id').execute(),
    db
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.categoryId')
      .selectAll('products')
      .where('products.isActive', '=', 1)
      .where('categories.isActive', '=', 1)
      .orderBy('categories.sortOrder')
      .orderBy('categories.id')
      .orderBy('products.sortOrder')
      .orderBy('products.id')
      .execute(),
    db
      .selectFrom('productTags')
      .innerJoin('tags', 'tags.id', 'productTags.tagId')
      .select(['productTags.productId', 'productTags.tagId as id'])
      .select(sql<'tag' | 'ingredient'>`'tag'`.as('kind'))
      .where('tags.isActive', '=', 1)
      .unionAll(
        db
          .selectFrom('productIngredients')
          .innerJoin('ingredients', 'ingredients.id', 'productIngredients.ingredientId')
          .select(['productIngredients.productId', 'productIngredients.ingredientId as id'])
          .select(sql<'tag' | 'ingredient'>`'ingredient'`.as('kind'))
          .where('ingredients.isActive', '=', 1),
      )
      .execute(),
    db
      .selectFrom('reviews')
      .select((eb) => [
        'productId',
        eb.fn.sum<number | string>('rating').as('total'),
        eb.fn.countAll<number | string>().as('count'),
      ])
      .where('isVisible', '=', 1)
      .where('isSpam', '=', 0)
      .groupBy('productId')
      .execute(),
    db.selectFrom('tags').selectAll().where('isActive', '=', 1).orderBy('id').execute(),
    db.selectFrom('ingredients').selectAll().where('isActive', '=', 1).orderBy('id').execute(),
    db
      .selectFrom('campaigns')
      .selectAll()
      .where('isActive', '=', 1)
      .where('startDate', '<=', today)
      .where('endDate', '>=', today)
      .orderBy('startDate')
      .orderBy('id')
      .execute(),
  ]);

  const activeCategoryIds = new Set(categoryRows.map((c) => c.id));
  const ratingByProduct = new Map(ratings.map((r) => [r.productId, { total: Number(r.total), count: Number(r.count) }]));

  const products: MenuProduct[] = productRows.map((p) => {
    const rating = ratingByProduct.get(p.id);
    return {
      id: p.id,
      categoryId: p.categoryId,
      nameTr: p.nameTr,
      nameEn: p.nameEn,
      descriptionTr: p.descriptionTr,
      descriptionEn: p.descriptionEn,
      image: p.image,
      priceKurus: p.priceKurus,
      tagIds: [],
      ingredientIds: [],
      order: p.sortOrder,
      averageRating: rating ? rating.total / rating.count : null,
      reviewCount: rating?.count ?? 0,
    };
  });
  const productById = new Map(products.map((p) => [p.id, p]));
  for (const link of links) {
    const product = productById.get(link.productId);
    if (!product) continue;
    (link.kind === 'tag' ? product.tagIds : product.ingredientIds).push(link.id);
  }
  for (const product of products) {
    product.tagIds.sort((a, b) => a - b);
    product.ingredientIds.sort((a, b) => a - b);
  }

  const weeklyChoice = productRows.find((p) => p.isWeeklyChoice === 1);
  const campaign = currentCampaign(
    campaignRows.map((c) => ({ ...c, isActive: c.isActive === 1 })),
    today,
  );

  return {
    categories: categoryRows.map((c) => ({
      id: c.id,
      nameTr: c.nameTr,
      nameEn: c.nameEn,
      descriptionTr: c.descriptionTr,
      descriptionEn: c.descriptionEn,
      image: c.image,
      hasMultipleSizes: c.hasMultipleSizes === 1,
      order: c.sortOrder,
    })),
    products,
    tags: tagRows
      .filter((t) => activeCategoryIds.has(t.categoryId))
      .map((t) => ({
        id: t.id,
        categoryId: t.categoryId,
        nameTr: t.nameTr,
        nameEn: t.nameEn,
        color: t.color,
        border: t.border,
        textColor: t.textColor,
        bgColor: t.bgColor,
        fontWeight: t.fontWeight,
      })),
    ingredients: ingredientRows
      .filter((i) => activeCategoryIds.has(i.categoryId))
      .map((i) => ({
        id: i.id,
        categoryId: i.categoryId,
        nameTr: i.nameTr,
        nameEn: i.nameEn,
        descriptionTr: i.descriptionTr,
        descriptionEn: i.descriptionEn,
      })),
    campaign: campaign ? toMenuCampaign(campaign) : null,
    weeklyChoiceId: weeklyChoice?.id ?? null,
  };
}

function toMenuCampaign(c: {
  id: number;
  titleTr: string;
  titleEn: string;
  descriptionTr: string;
  descriptionEn: string;
  image: string | null;
  startDate: string;
  endDate: string;
  priceKurus: number | null;
  discountPriceKurus: number | null;
}): MenuCampaign {
  return {
    id: c.id,
    titleTr: c.titleTr,
    titleEn: c.titleEn,
    descriptionTr: c.descriptionTr,
    descriptionEn: c.descriptionEn,
    image: c.image,
    startDate: c.startDate,
    endDate: c.endDate,
    priceKurus: c.priceKurus,
    discountPriceKurus: c.discountPriceKurus,
  };
}
