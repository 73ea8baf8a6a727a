import type { AdminCategory } from '../../../shared/schemas/category.js';
import { categoryInput, categoryUpdate, type CategoryInput } from '../../../shared/schemas/category.js';
import { useCategories, useSaveCategory } from '../api/categories.js';
import { CheckField } from '../ui/Field.js';
import { FormActions } from '../ui/FormActions.js';
import formStyles from '../ui/Form.module.css';
import { useRecordForm } from '../ui/forms.js';
import { BilingualFields } from '../ui/BilingualFields.js';
import { Modal } from '../ui/Modal.js';
import { FormPhotoField } from '../ui/FormPhotoField.js';
import { AvailabilityField } from '../ui/AvailabilityField.js';

type CategoryValues = CategoryInput & { version?: number };

const FIELDS = ['nameTr', 'nameEn', 'descriptionTr', 'descriptionEn', 'image', 'hasMultipleSizes', 'availability', 'isActive'] as const;

function toValues(category: AdminCategory | null): CategoryValues {
  if (!category) {
    return {
      nameTr: '',
      nameEn: '',
      descriptionTr: '',
      descriptionEn: '',
      image: '',
      hasMultipleSizes: false,
      availability: null,
      isActive: true,
    };
  }
  return {
    nameTr: category.nameTr,
    nameEn: category.nameEn,
    descriptionTr: category.descriptionTr,
    descriptionEn: category.descriptionEn,
    image: category.image,
    hasMultipleSizes: category.hasMultipleSizes,
    availability: category.availability,
    // Not on the form (the card's switch changes it), but a PUT replaces the whole record.
    isActive: category.isActive,
    version: category.version,
  };
}

interface CategoryFormProps {
  /** The category to edit, or null to add one. */
  category: AdminCategory | null;
  onClose: () => void;
  onSaved: (name: string) => void;
}

/** Adds or edits a category in a modal (600px); a failed save keeps what was typed (D14). */
export function CategoryForm({ category, onClose, onSaved }: CategoryFormProps) {
  const editing = category !== null;
  const save = useSaveCategory();
  const categories = useCategories();
  const {
    form: {
      register,
      control,
      formState: { errors },
    },
    onSubmit,
    status,
    close,
  } = useRecordForm({
    record: category,
    create: categoryInput,
    update: categoryUpdate,
    defaultValues: toValues(category),
    valuesOf: toValues,
    fields: FIELDS,
    save,
    refetch: categories.refetch,
    onSaved: (values) => onSaved(values.nameTr.trim()),
    onClose,
  });

  return (
    <Modal title={editing ? 'Kategoriyi Düzenle' : 'Kategori Ekle'} size="large" onClose={close} busy={save.isPending}>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <BilingualFields noun="Kategori" register={register} errors={errors} />
        <FormPhotoField control={control} label="Görsel" shape="category" required />
        <CheckField label="Birden fazla boy" error={errors.hasMultipleSizes?.message}>
          <input type="checkbox" {...register('hasMultipleSizes')} />
        </CheckField>
        <AvailabilityField control={control as never} register={register as never} errors={errors} subject="Bu kategori" />
        <FormActions {...status} onCancel={close} />
      </form>
    </Modal>
  );
}
