import type { AdminIngredient } from '../../../shared/schemas/ingredient.js';
import { INGREDIENT_FIELDS, ingredientInput, ingredientUpdate, type IngredientInput } from '../../../shared/schemas/ingredient.js';
import { ingredientsResource } from '../api/ingredients.js';
import { layoutOf } from '../ui/form-fields.js';
import { useKindForm, type FormKind, type RecordFormProps } from '../ui/forms.js';
import { RecordForm } from '../ui/RecordForm.js';

const LAYOUT = layoutOf(INGREDIENT_FIELDS, {
  rows: [
    ['nameTr', 'nameEn'],
    ['descriptionTr', 'descriptionEn'],
  ],
});

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
