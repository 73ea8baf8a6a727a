import { useRef } from 'react';
import { useMenu } from '../api/menu.js';
import { useGuestTranslation } from '../i18n/language.js';
import { AttachLater } from '../ui/AttachLater.js';
import { LazyBoundary } from '../ui/LazyBoundary.js';
import { lazyPart } from '../ui/lazy-part.js';
import { CampaignBanner } from './CampaignBanner.js';
import { CategoryGrid } from './CategoryGrid.js';
import { useGuestState, usePageEntry } from './guest-state.js';
import { Hero } from './Hero.js';
import { MenuSearch } from './MenuSearch.js';
import { MenuStatus } from './MenuStatus.js';
import styles from './HomePage.module.css';
import { useRestaurantName } from './restaurant-name.js';
import { WeeklyChoice } from './WeeklyChoice.js';
import { PageTitle } from '../ui/page-head.js';

/** The restaurant's details close the home page only: a chunk of their own. */
export const RestaurantDetails = lazyPart(
  () => import('./RestaurantDetails.js').then((module) => module.RestaurantDetails),
  'src/web/menu/RestaurantDetails.tsx',
);

/** `/` and `/EN`: hero, campaign, weekly choice, the search across the menu and the categories. */
export function HomePage() {
  const { t } = useGuestTranslation();
  const restaurantName = useRestaurantName();
  const menuQuery = useMenu();
  const menu = menuQuery.data;
  const { setFilterState } = useGuestState();
  const categoriesHeading = useRef<HTMLHeadingElement>(null);

  // Coming back to the menu's root clears the category filters (spec §4).
  usePageEntry('home', () => setFilterState(() => null));

  return (
    <div className={styles.page}>
      <PageTitle>{`${restaurantName} · ${t('home.title')}`}</PageTitle>
      {/* The page's parts below the top bar attach each in a task of their own (ui/attached.ts). */}
      <AttachLater>
        <Hero onScrollDown={() => scrollTo(categoriesHeading.current)} />
      </AttachLater>
      {menu ? (
        <>
          {menu.campaign && (
            <AttachLater>
              <CampaignBanner campaign={menu.campaign} photo={menu.campaign.image ? menu.media[menu.campaign.image] : undefined} />
            </AttachLater>
          )}
          <WeeklyChoice menu={menu} />
          <AttachLater>
            <MenuSearch menu={menu} />
          </AttachLater>
          <section className={styles.categories} aria-labelledby="categories-title">
            <h2 id="categories-title" ref={categoriesHeading} tabIndex={-1} className={styles.heading}>
              {t('home.categories')}
            </h2>
            <CategoryGrid categories={menu.categories} media={menu.media} />
          </section>
          <AttachLater>
            <LazyBoundary parts={[RestaurantDetails]} loading={null}>
              <RestaurantDetails restaurant={menu.restaurant} />
            </LazyBoundary>
          </AttachLater>
        </>
      ) : (
        <MenuStatus query={menuQuery} />
      )}
    </div>
  );
}

/** Scrolls to the categories and moves keyboard focus there, so the next Tab continues from it. */
function scrollTo(target: HTMLElement | null) {
  if (!target) return;
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView?.({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  target.focus({ preventScroll: true });
}
