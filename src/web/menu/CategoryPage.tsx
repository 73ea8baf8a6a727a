import { useParams } from '../navigation.js';
import { findCategoryByName } from '../../shared/filters.js';
import { useMenu } from '../api/menu.js';
import { useLanguage } from '../i18n/language.js';
import { CategoryView } from './CategoryView.js';
import { MenuStatus } from './MenuStatus.js';
import { NotFoundPage } from './NotFoundPage.js';

/** `/category/:categoryName` and `/EN/category/:categoryName`; an unknown name is a 404. */
export function CategoryPage() {
  const { categoryName = '' } = useParams();
  const language = useLanguage();
  const menuQuery = useMenu();
  const menu = menuQuery.data;
  if (!menu) return <MenuStatus query={menuQuery} />;

  const category = findCategoryByName(menu.categories, categoryName, language);
  if (!category) return <NotFoundPage />;
  // Arrived on another page, whose part of the menu holds other dishes: the rest is on its way.
  if (!menuQuery.holds(category.id)) return <MenuStatus query={menuQuery} />;
  return <CategoryView menu={menu} category={category} />;
}
