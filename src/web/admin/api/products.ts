import { productRecord } from '../../../shared/schemas/product.js';
import type { AdminProduct } from '../../../shared/schemas/product.js';
import type { ProductInput, SoldOut } from '../../../shared/schemas/product.js';
import type { Resource } from './resource.js';
import { useDeleteRecord, usePatchFlag, useReorder, useResourceList, useSaveRecord } from './resource.js';

// Categories show how many products they hold.
export const productsResource: Resource = { name: 'products', record: productRecord, affects: ['categories'] };

export const useProducts = () => useResourceList<AdminProduct>(productsResource);
export const useSaveProduct = () => useSaveRecord<AdminProduct, ProductInput & { version?: number }>(productsResource);
export const useDeleteProduct = () => useDeleteRecord(productsResource);
export const useSetProductActive = () => usePatchFlag<AdminProduct, { isActive: boolean }>(productsResource, 'active');
export const useSetProductSoldOut = () => usePatchFlag<AdminProduct, { soldOut: SoldOut | null }>(productsResource, 'sold-out');
export const useReorderProducts = () => useReorder<AdminProduct>(productsResource);
