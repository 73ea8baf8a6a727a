import type { AdminIngredient } from '../../../shared/schemas/ingredient.js';
import { INGREDIENT_FIELDS, ingredientInput, ingredientUpdate, type IngredientInput } from '../../../shared/schemas/ingredient.js';
import { useIngredients, useSaveIngredient } from '../api/ingredients.js';
import { layoutOf } from '../ui/form-fields.js';
import { useRecordForm } from '../ui/forms.js';
import { RecordForm } from '../ui/RecordForm.js';
import { OtherLanguages } from '../translations/OtherLanguages.js';

const LAYOUT = layoutOf(INGREDIENT_FIELDS, {
  rows: [
    ['nameTr', 'nameEn'],
    ['descriptionTr', 'descriptionEn'],
  ],
});

interface IngredientFormProps {
  ingredient: AdminIngredient | null;
  defaultCategoryId?: number | undefined;
  onClose: () => void;
  onSaved: (name: string) => void;
}

/** Adds or edits an ingredient of a category's products, in a modal. */
export function IngredientForm({ ingredient, defaultCategoryId, onClose, onSaved }: IngredientFormProps) {
  const state = useRecordForm<AdminIngredient, IngredientInput & { version?: number }>({
    record: ingredient,
    create: ingredientInput,
    update: ingredientUpdate,
    layout: LAYOUT,
    start: { categoryId: defaultCategoryId as number },
    save: useSaveIngredient(),
    refetch: useIngredients().refetch,
    onSaved: (values) => onSaved(values.nameTr.trim()),
    onClose,
  });
  return (
    <RecordForm
      title={ingredient ? 'Malzemeyi Düzenle' : 'Malzeme Ekle'}
      modal="large"
      layout={LAYOUT}
      state={state}
      after={ingredient ? { descriptionEn: <OtherLanguages resource="ingredients" id={ingredient.id} /> } : {}}
    />
  );
}
