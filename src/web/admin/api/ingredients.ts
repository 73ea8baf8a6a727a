import { ingredientRecord } from '../../../shared/schemas/ingredient.js';
import type { AdminIngredient } from '../../../shared/schemas/ingredient.js';
import type { IngredientInput } from '../../../shared/schemas/ingredient.js';
import type { Resource } from './resource.js';
import { useDeleteRecord, useResourceList, useSaveRecord } from './resource.js';

// Deleting an ingredient takes it off the products that listed it.
export const ingredientsResource: Resource = { name: 'ingredients', record: ingredientRecord, affects: ['products'] };

export const useIngredients = () => useResourceList<AdminIngredient>(ingredientsResource);
export const useSaveIngredient = () => useSaveRecord<AdminIngredient, IngredientInput & { version?: number }>(ingredientsResource);
export const useDeleteIngredient = () => useDeleteRecord(ingredientsResource);
