import type { AdminIngredient } from '../../../shared/schemas/ingredient.js';
import { ingredientInput, ingredientUpdate, type IngredientInput } from '../../../shared/schemas/ingredient.js';
import { ingredientsResource } from '../api/ingredients.js';
import { ACTIVE, bilingualFields, type FormLayout } from '../ui/form-fields.js';
import { useKindForm, type FormKind, type RecordFormProps } from '../ui/forms.js';
import { RecordForm } from '../ui/RecordForm.js';

const LAYOUT: FormLayout = [
  ...bilingualFields('Malzeme', { descriptions: 'optional' }),
  { name: 'categoryId', label: 'Kategori', input: 'category', required: true },
  ACTIVE,
];

const FORM: FormKind = { resource: ingredientsResource, create: ingredientInput, update: ingredientUpdate, layout: LAYOUT, name: 'nameTr' };

/** Adds or edits an ingredient of a category's products, in a modal; a new one starts in the category the list shows. */
export function IngredientForm({
  record,
  defaultCategoryId,
  ...events
}: RecordFormProps<AdminIngredient> & { defaultCategoryId?: number | undefined }) {
  const start = { categoryId: defaultCategoryId as number };
  const state = useKindForm<AdminIngredient, IngredientInput & { version?: number }>(FORM, record, events, { start });
  return <RecordForm title={record ? 'Malzemeyi Düzenle' : 'Malzeme Ekle'} modal="large" state={state} languages="ingredients" />;
}
