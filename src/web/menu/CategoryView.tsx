import { useRef } from 'react';
import { Link, useLocation, useNavigate } from '../navigation.js';
import { isFilterActive, visibleProducts } from '../../shared/filters.js';
import { langOf, menuText, type MenuCategory, type MenuProduct, type PublicMenu } from '../../shared/menu.js';
import { useGuestTranslation } from '../i18n/language.js';
import buttons from '../ui/Button.module.css';
import { AttachLater } from '../ui/AttachLater.js';
import { LazyBoundary } from '../ui/LazyBoundary.js';
import { lazyPart } from '../ui/lazy-part.js';
import { SearchField } from '../ui/SearchField.js';
import {
  activeFilterCount,
  draftFromQuery,
  filterQuery,
  initialDraft,
  overOpening,
  toProductFilter,
  type FilterDraft,
} from './category-filter.js';
import { AvailabilityNote } from './Availability.js';
import styles from './CategoryView.module.css';
import { useGuestState, usePageEntry, type CategoryFilterState } from './guest-state.js';
import { dishPath, dishSlugs, homePath } from '../../shared/paths.js';
import { ProductList } from './ProductList.js';
import { PageTitle } from '../ui/page-head.js';
import type { AllergenCode } from '../../shared/allergens.js';
import { recordOnce } from './events.js';
import { useSearchReport } from './report.js';

// The panel is a part of its own: a page the server drew has it at once (drawn closed, and
// loaded before the app attaches); a category reached from another page loads it when a guest
// points at its button or opens it.
export const FilterPanel = lazyPart(() => import('./FilterPanel.js').then((module) => module.FilterPanel), 'src/web/menu/FilterPanel.tsx');
const loadFilterPanel = () => void FilterPanel.preload().catch(() => undefined);

/** The filter panel's element id; the 'Filtreler' button's aria-controls names it. */
const PANEL_ID = 'filter-panel';

interface CategoryViewProps {
  menu: PublicMenu;
  category: MenuCategory;
}

/** One category's products with search and filters; the same in both languages (D10). */
export function CategoryView({ menu, category }: CategoryViewProps) {
  const { t, language } = useGuestTranslation();
  const { draft, opening, panelOpen, update, catchUp, reset } = useCategoryFilter(menu, category);
  const activeFilters = activeFilterCount(draft, opening);
  const filter = toProductFilter(draft);
  const products = visibleProducts(menu.products, category.id, filter, language);
  // Read as the list attaches, after the page's frame.
  let slugs: Map<number, string> | undefined;
  const hrefOf = (product: MenuProduct) =>
    dishPath(category, (slugs ??= dishSlugs(menu.products, category.id, language)).get(product.id) ?? '', language);
  const descriptionText = menuText(category, 'description', language);
  const nameText = menuText(category, 'name', language);
  const description = descriptionText.text;
  const name = nameText.text;
  const count = useRef<HTMLParagraphElement>(null);
  useSearchReport(draft.search, products.length > 0);

  return (
    <div className={styles.page}>
      <PageTitle>{`${name} · ${menu.restaurant.restaurantName}`}</PageTitle>
      <AttachLater>
        <div className={styles.header}>
          <Link className={buttons.secondary} to={homePath(language)} onClick={reset}>
            <span className="directional" aria-hidden="true">
              ←
            </span>{' '}
            {t('category.back')}
          </Link>
          <h1 className={styles.title} {...langOf(nameText, language)}>
            {name}
          </h1>
          <AvailabilityNote availability={category.availability} />
          {description && (
            <p className={styles.description} {...langOf(descriptionText, language)}>
              {description}
            </p>
          )}
        </div>
      </AttachLater>

      <div className={styles.toolbar}>
        <SearchField
          className={styles.search}
          label={t('category.searchLabel')}
          placeholder={t('category.searchPlaceholder')}
          value={draft.search}
          onChange={(search) => update({ search })}
          onCatchUp={catchUp}
        />
        <button
          type="button"
          className={panelOpen ? buttons.primary : buttons.secondary}
          aria-expanded={panelOpen}
          aria-controls={PANEL_ID}
          onPointerEnter={loadFilterPanel}
          onFocus={loadFilterPanel}
          onClick={() => update({}, !panelOpen)}
        >
          {activeFilters > 0
            ? t('category.filtersActive', { count: activeFilters, products: t('category.productCount', { count: products.length }) })
            : t('category.filters')}
        </button>
      </div>

      {(panelOpen || FilterPanel.ready()) && (
        // Drawn with the page, closed, once its code is here; while it downloads, the button's
        // aria-controls still names an element.
        <LazyBoundary
          parts={[FilterPanel]}
          id={PANEL_ID}
          loading={
            <p id={PANEL_ID} role="status">
              {t('app.loading')}
            </p>
          }
        >
          <FilterPanel
            id={PANEL_ID}
            menu={menu}
            category={category}
            draft={draft}
            onChange={(change) => update(change)}
            onClear={() => update(initialDraft(menu.products, category.id))}
            frame={{
              open: panelOpen,
              matching: products.length,
              onClose: () => update({}, false),
              onShowResults: () => count.current?.scrollIntoView({ block: 'start' }),
            }}
          />
        </LazyBoundary>
      )}

      <p ref={count} className={styles.count} role="status">
        {t('category.productCount', { count: products.length })}
      </p>
      {products.length > 0 ? (
        <ProductList products={products} hrefOf={hrefOf} tags={menu.tags} media={menu.media} />
      ) : (
        <p className={styles.empty}>{isFilterActive(filter) ? t('category.emptyFiltered') : t('category.empty')}</p>
      )}
      <p className={styles.notice}>{t('category.allergenNotice')}</p>
    </div>
  );
}

/**
 * The filter state of `category`, held by the guest layout so it survives a language switch,
 * and written to the address's query so that a guest can share or reload it. Entering a
 * category starts from what the address asks for, or from nothing chosen and the category's
 * own price range (spec §4); a bound left there follows the menu's prices as they change.
 * The page is first drawn from its address, filters included, as the server drew it: a shared
 * "without gluten" never lists a dish with gluten, not even before the app holds the page.
 * Letters a guest typed into the search box before then win over the address's search: the
 * box keeps them, and the address and the list follow.
 */
function useCategoryFilter(menu: PublicMenu, category: MenuCategory) {
  const { filterState, setFilterState } = useGuestState();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const opening = initialDraft(menu.products, category.id);
  const fresh = (draft = opening): CategoryFilterState => ({ categoryId: category.id, draft, opening, panelOpen: false });
  const stored = filterState?.categoryId === category.id ? filterState : fresh(knownOnly(draftFromQuery(search, opening), menu, category));
  const current = { ...stored, draft: overOpening(stored.draft, stored.opening, opening), opening };

  // The search box hands over what was typed before the app attached just before the page's
  // entry reads the address (a child's effects run before its parent's): set from the address
  // alone, the state would empty the box while the address kept the letters.
  const typedBeforeApp = useRef<string | null>(null);
  usePageEntry(`category:${category.id}`, () => {
    const fromAddress = knownOnly(draftFromQuery(search, opening), menu, category);
    const typed = typedBeforeApp.current;
    typedBeforeApp.current = null;
    const draft = typed === null ? fromAddress : { ...fromAddress, search: typed };
    // Likewise the panel: opened before the app attached (boot.ts), it stays open.
    setFilterState(() => ({ ...fresh(draft), panelOpen: panelShown() }));
    if (typed !== null) void navigate({ pathname, search: filterQuery(draft, opening) }, { replace: true });
  });

  return {
    draft: current.draft,
    opening,
    panelOpen: current.panelOpen,
    update: (change: Partial<FilterDraft>, panelOpen?: boolean) => {
      const draft = { ...current.draft, ...change };
      reportFilters(current.draft, draft);
      setFilterState(() => ({ ...current, draft, panelOpen: panelOpen ?? current.panelOpen }));
      const query = filterQuery(draft, opening);
      if (query !== search) void navigate({ pathname, search: query }, { replace: true });
    },
    catchUp: (typed: string) => {
      typedBeforeApp.current = typed;
    },
    reset: () => setFilterState(() => null),
  };
}

/** The allergens a guest has just left out and the tags just chosen, each once per visit, for the owner's reports. */
function reportFilters(before: FilterDraft, after: FilterDraft): void {
  for (const allergen of after.excludedAllergens.filter((code) => !before.excludedAllergens.includes(code))) {
    recordOnce(`allergen:${allergen}`, { kind: 'allergen', allergen: allergen as AllergenCode });
  }
  for (const tagId of after.tagIds.filter((id) => !before.tagIds.includes(id))) recordOnce(`tag:${tagId}`, { kind: 'tag', tagId });
}

/** Whether the filter panel is open on the page: the server drew it, and a guest opened it. */
function panelShown(): boolean {
  const panel = document.getElementById(PANEL_ID);
  return panel instanceof HTMLDialogElement && panel.open;
}

/** Only the category's own tags and ingredients: an old link's others would empty the list. */
function knownOnly(draft: FilterDraft, menu: PublicMenu, category: MenuCategory): FilterDraft {
  const tagIds = new Set(menu.tags.filter((tag) => tag.categoryId === category.id).map((tag) => tag.id));
  const ingredientIds = new Set(menu.ingredients.filter((ingredient) => ingredient.categoryId === category.id).map((i) => i.id));
  return {
    ...draft,
    tagIds: draft.tagIds.filter((id) => tagIds.has(id)),
    ingredientIds: draft.ingredientIds.filter((id) => ingredientIds.has(id)),
  };
}
