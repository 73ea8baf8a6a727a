import type { AdminIngredient } from '../../../shared/schemas/ingredient.js';
import { ingredientInput, ingredientUpdate, type IngredientInput } from '../../../shared/schemas/ingredient.js';
import { useIngredients, useSaveIngredient } from '../api/ingredients.js';
import { ACTIVE, bilingualFields, type FormLayout } from '../ui/form-fields.js';
import { useRecordForm } from '../ui/forms.js';
import { RecordForm } from '../ui/RecordForm.js';
import { OtherLanguages } from '../translations/OtherLanguages.js';

const LAYOUT: FormLayout = [
  ...bilingualFields('Malzeme', { descriptions: 'optional' }),
  { name: 'categoryId', label: 'Kategori', input: 'category', required: true },
  ACTIVE,
];

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
