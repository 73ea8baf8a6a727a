import { useId, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from '../navigation.js';
import { findCategoryByName, findDish } from '../../shared/filters.js';
import { langOf, localized, menuText, type MenuCategory, type MenuProduct, type PublicMenu } from '../../shared/menu.js';
import { formatLira } from '../../shared/money.js';
import { categoryPath } from '../../shared/paths.js';
import { formatNumber } from '../../shared/portion.js';
import { useMenu } from '../api/menu.js';
import { useGuestTranslation } from '../i18n/language.js';
import buttons from '../ui/Button.module.css';
import { formatRating } from '../ui/format.js';
import { Photo, type PhotoBox } from '../ui/Photo.js';
import { Stars } from '../ui/Stars.js';
import { AddButton } from './order/AddButton.js';
import { AvailabilityNote } from './Availability.js';
import styles from './DishPage.module.css';
import { AllergenList, TagList } from './ProductBadges.js';
import { usePageEntry } from './guest-state.js';
import { record } from './events.js';
import { MenuStatus } from './MenuStatus.js';
import { NotFoundPage } from './NotFoundPage.js';
import { SizeLabel, Weight } from './ProductPrice.js';
import { portionWeight } from '../../shared/portion.js';
import { ReviewsButton } from './reviews/ReviewsButton.js';
import { PageTitle } from '../ui/page-head.js';

/** How wide the dish's photo is (DishPage.module.css): the column, at most 640 px. */
export const DISH_PHOTO: PhotoBox = {
  sizes: '(min-width: 704px) 640px, calc(100vw - 32px)',
  width: 800,
  height: 600,
};

/** What a card's link tells the dish page: the guest came from the list, so "back" is the browser's. */
export interface DishLinkState {
  fromList: true;
}

/** `/category/:categoryName/:dishSlug` and its English twin; an unknown dish is a 404. */
export function DishPage() {
  const { categoryName = '', dishSlug = '' } = useParams();
  const { language } = useGuestTranslation();
  const menuQuery = useMenu();
  const menu = menuQuery.data;
  if (!menu) return <MenuStatus query={menuQuery} />;
  const category = findCategoryByName(menu.categories, categoryName, language);
  if (category && !menuQuery.holds(category.id)) return <MenuStatus query={menuQuery} />;
  const dish = category && findDish(menu.products, category, dishSlug, language);
  if (!category || !dish) return <NotFoundPage />;
  return <DishView menu={menu} category={category} product={dish.product} />;
}

interface DishViewProps {
  menu: PublicMenu;
  category: MenuCategory;
  product: MenuProduct;
}

/** A dish on its own page: the large photo and all a guest needs to choose it. */
function DishView({ menu, category, product }: DishViewProps) {
  const { t, language } = useGuestTranslation();
  const nameText = menuText(product, 'name', language);
  const descriptionText = menuText(product, 'description', language);
  const name = nameText.text;
  const categoryName = localized(category, language);
  const tags = menu.tags.filter((tag) => product.tagIds.includes(tag.id));
  const ingredients = menu.ingredients.filter((ingredient) => product.ingredientIds.includes(ingredient.id));
  // The size chosen on the page is the one 'Ekle' starts from.
  const [size, setSize] = useState(0);
  // A dish's page the guest moved to is a view; the page the server drew was counted as it showed (events.ts).
  usePageEntry(`dish:${product.id}`, (firstPage) => {
    if (!firstPage) record({ kind: 'dish', productId: product.id });
  });

  return (
    <article className={styles.page} aria-labelledby="dish-name" data-dish={product.id}>
      <PageTitle>{`${name} · ${categoryName} · ${menu.restaurant.restaurantName}`}</PageTitle>
      <BackLink category={category} label={t('dish.backTo', { category: categoryName })} />
      <Photo
        image={product.image}
        info={menu.media[product.image]}
        alt={name}
        className={`${styles.photo} ${product.soldOut ? styles.soldOutPhoto : ''}`}
        box={DISH_PHOTO}
        priority="high"
        name={name}
      />
      <div className={styles.body}>
        <h1 id="dish-name" className={styles.name} {...langOf(nameText, language)}>
          {name}
        </h1>
        {product.soldOut && <p className={styles.soldOut}>{t('product.soldOut')}</p>}
        <AvailabilityNote availability={product.availability ?? category.availability} />
        {tags.length > 0 && <TagList tags={tags} className={styles.tags} chipClassName={styles.tag} />}
        <p className={styles.description} {...langOf(descriptionText, language)}>
          {descriptionText.text}
        </p>
        <DishPrice product={product} chosen={size} onChoose={setSize} />
        <AddButton product={product} size={size} className={styles.add} />
        {product.calories !== null && (
          <p className={styles.calories}>{t('product.calories', { calories: formatNumber(product.calories, language) })}</p>
        )}
        <div className={styles.rating}>
          {product.averageRating !== null && product.reviewCount > 0 && (
            <p className={styles.stars}>
              <Stars
                value={product.averageRating}
                label={t('dish.rating', { value: formatRating(product.averageRating, language), count: product.reviewCount })}
              />
              <span aria-hidden="true">
                {formatRating(product.averageRating, language)} ({product.reviewCount})
              </span>
            </p>
          )}
          <ReviewsButton product={product} drawn />
        </div>
        {ingredients.length > 0 && (
          <section className={styles.section} aria-labelledby="dish-ingredients">
            <h2 id="dish-ingredients" className={styles.heading}>
              {t('dish.ingredients')}
            </h2>
            <ul className={styles.ingredients}>
              {ingredients.map((ingredient) => (
                <li key={ingredient.id} {...langOf(menuText(ingredient, 'name', language), language)}>
                  {localized(ingredient, language)}
                </li>
              ))}
            </ul>
          </section>
        )}
        <section className={styles.section} aria-labelledby="dish-allergens">
          <h2 id="dish-allergens" className={styles.heading}>
            {t('dish.allergens')}
          </h2>
          {product.allergens.length > 0 ? (
            <>
              {/* Under its heading, which names it. */}
              <AllergenList codes={product.allergens} className={styles.allergens} label={false} />
              <p className={styles.notice}>{t('category.allergenNotice')}</p>
            </>
          ) : (
            <p className={styles.notice}>{t('dish.noAllergens')}</p>
          )}
        </section>
      </div>
    </article>
  );
}

/**
 * Back to the list. A guest who came from it goes back in the browser's history, so the list
 * keeps its filters and where it was scrolled to; one who opened the dish from a shared link
 * goes to the category.
 */
function BackLink({ category, label }: { category: MenuCategory; label: string }) {
  const { language } = useGuestTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const fromList = (location.state as Partial<DishLinkState> | null)?.fromList === true;
  return (
    <Link
      className={`${buttons.secondary} ${styles.back}`}
      to={categoryPath(category, language)}
      onClick={(event) => {
        if (!fromList) return;
        event.preventDefault();
        void navigate(-1);
      }}
    >
      <span className="directional" aria-hidden="true">
        ←
      </span>{' '}
      {label}
    </Link>
  );
}

/** One price, or a choice of sizes with the chosen one's price. */
function DishPrice({ product, chosen, onChoose }: { product: MenuProduct; chosen: number; onChoose: (size: number) => void }) {
  const { t, language } = useGuestTranslation();
  const groupName = useId();
  if (product.sizes.length === 0)
    return (
      <p className={styles.price}>
        <Weight grams={product.grams} language={language} />
        <bdi>{formatLira(product.priceKurus)}</bdi>
      </p>
    );
  const size = product.sizes[chosen] ?? product.sizes[0]!;
  return (
    <div className={styles.sizes}>
      <fieldset className={styles.sizeChoice}>
        <legend className={styles.heading}>{t('dish.chooseSize')}</legend>
        {product.sizes.map((option, index) => (
          <label key={option.labelTr} className={styles.sizeOption}>
            <input type="radio" name={groupName} checked={index === chosen} onChange={() => onChoose(index)} />
            <SizeLabel size={option} language={language} />
            {option.grams !== null && <bdi className={styles.sizeWeight}>{portionWeight(option.grams, language)}</bdi>}
            <bdi className={styles.sizePrice}>{formatLira(option.priceKurus)}</bdi>
          </label>
        ))}
      </fieldset>
      <p className={styles.price} aria-live="polite">
        <span className="sr-only">{t('dish.price')}: </span>
        <bdi>{formatLira(size.priceKurus)}</bdi>
      </p>
    </div>
  );
}
