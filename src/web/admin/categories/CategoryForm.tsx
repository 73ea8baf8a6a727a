import type { AdminCategory } from '../../../shared/schemas/category.js';
import { categoryInput, categoryUpdate, type CategoryInput } from '../../../shared/schemas/category.js';
import { categoriesResource } from '../api/categories.js';
import { bilingualFields, type FormLayout } from '../ui/form-fields.js';
import { useKindForm, type FormKind, type RecordFormProps } from '../ui/forms.js';
import { RecordForm } from '../ui/RecordForm.js';

const LAYOUT: FormLayout = [
  ...bilingualFields('Kategori'),
  { name: 'image', label: 'Görsel', input: 'photo', shape: 'category', required: true },
  { name: 'hasMultipleSizes', label: 'Birden fazla boy', input: 'check' },
  { name: 'availability', label: 'Servis saatleri', input: 'availability', subject: 'Bu kategori' },
  // Not on the form (the card's switch changes it), but a PUT replaces the whole record.
  { name: 'isActive', label: 'Aktif', input: 'kept', initial: true },
];

const FORM: FormKind = { resource: categoriesResource, create: categoryInput, update: categoryUpdate, layout: LAYOUT, name: 'nameTr' };

/** Adds or edits a category in a modal (600px); a failed save keeps what was typed (D14). */
export function CategoryForm({ record, ...events }: RecordFormProps<AdminCategory>) {
  const state = useKindForm<AdminCategory, CategoryInput & { version?: number }>(FORM, record, events);
  return <RecordForm title={record ? 'Kategoriyi Düzenle' : 'Kategori Ekle'} modal="large" state={state} languages="categories" />;
}
