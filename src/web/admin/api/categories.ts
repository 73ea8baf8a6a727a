import { categoryRecord } from '../../../shared/schemas/category.js';
import type { AdminCategory } from '../../../shared/schemas/category.js';
import type { CategoryInput } from '../../../shared/schemas/category.js';
import type { Resource } from './resource.js';
import { useDeleteRecord, usePatchFlag, useReorder, useResourceList, useSaveRecord } from './resource.js';

// A product's category is shown on the product, tag and ingredient screens.
export const categoriesResource: Resource = { name: 'categories', record: categoryRecord, affects: ['products', 'tags', 'ingredients'] };

export const useCategories = () => useResourceList<AdminCategory>(categoriesResource);
export const useSaveCategory = () => useSaveRecord<AdminCategory, CategoryInput & { version?: number }>(categoriesResource);
export const useDeleteCategory = () => useDeleteRecord(categoriesResource);
export const useSetCategoryActive = () => usePatchFlag<AdminCategory, { isActive: boolean }>(categoriesResource, 'active');
export const useReorderCategories = () => useReorder<AdminCategory>(categoriesResource);
