import type { AdminCategory } from '../../../shared/schemas/category.js';
import { CATEGORY_FIELDS, categoryInput, categoryUpdate, type CategoryInput } from '../../../shared/schemas/category.js';
import { useCategories, useSaveCategory } from '../api/categories.js';
import { layoutOf } from '../ui/form-fields.js';
import { useRecordForm } from '../ui/forms.js';
import { RecordForm } from '../ui/RecordForm.js';
import { OtherLanguages } from '../translations/OtherLanguages.js';

const LAYOUT = layoutOf(CATEGORY_FIELDS, {
  rows: [
    ['nameTr', 'nameEn'],
    ['descriptionTr', 'descriptionEn'],
  ],
});

interface CategoryFormProps {
  /** The category to edit, or null to add one. */
  category: AdminCategory | null;
  onClose: () => void;
  onSaved: (name: string) => void;
}

/** Adds or edits a category in a modal (600px); a failed save keeps what was typed (D14). */
export function CategoryForm({ category, onClose, onSaved }: CategoryFormProps) {
  const state = useRecordForm<AdminCategory, CategoryInput & { version?: number }>({
    record: category,
    create: categoryInput,
    update: categoryUpdate,
    layout: LAYOUT,
    save: useSaveCategory(),
    refetch: useCategories().refetch,
    onSaved: (values) => onSaved(values.nameTr.trim()),
    onClose,
  });
  return (
    <RecordForm
      title={category ? 'Kategoriyi Düzenle' : 'Kategori Ekle'}
      modal="large"
      layout={LAYOUT}
      state={state}
      after={category ? { descriptionEn: <OtherLanguages resource="categories" id={category.id} /> } : {}}
    />
  );
}
