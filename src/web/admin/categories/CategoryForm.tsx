import type { AdminCategory } from '../../../shared/schemas/category.js';
import { CATEGORY_FIELDS, categoryInput, categoryUpdate, type CategoryInput } from '../../../shared/schemas/category.js';
import { categoriesResource } from '../api/categories.js';
import { layoutOf } from '../ui/form-fields.js';
import { useKindForm, type FormKind, type RecordFormProps } from '../ui/forms.js';
import { RecordForm } from '../ui/RecordForm.js';

const LAYOUT = layoutOf(CATEGORY_FIELDS, {
  rows: [
    ['nameTr', 'nameEn'],
    ['descriptionTr', 'descriptionEn'],
  ],
});

const FORM: FormKind = { resource: categoriesResource, create: categoryInput, update: categoryUpdate, layout: LAYOUT, name: 'nameTr' };

/** Adds or edits a category in a modal (600px); a failed save keeps what was typed (D14). */
export function CategoryForm({ record, ...events }: RecordFormProps<AdminCategory>) {
  const state = useKindForm<AdminCategory, CategoryInput & { version?: number }>(FORM, record, events);
  return <RecordForm title={record ? 'Kategoriyi Düzenle' : 'Kategori Ekle'} modal="large" state={state} languages="categories" />;
}
