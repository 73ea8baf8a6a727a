import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminCategory } from '../../../shared/admin.js';
import { categoryInput, categoryUpdate, type CategoryInput } from '../../../shared/schemas/category.js';
import { useCategories, useSaveCategory } from '../api/categories.js';
import { CheckField, Field } from '../ui/Field.js';
import { FormActions } from '../ui/FormActions.js';
import formStyles from '../ui/Form.module.css';
import { placeServerErrors, recordResolver, useReloadRecord } from '../ui/forms.js';
import { BilingualFields } from '../ui/BilingualFields.js';
import { Modal } from '../ui/Modal.js';

type CategoryValues = CategoryInput & { version?: number };

const FIELDS = ['nameTr', 'nameEn', 'descriptionTr', 'descriptionEn', 'image', 'hasMultipleSizes', 'isActive'] as const;

function toValues(category: AdminCategory | null): CategoryValues {
  if (!category) {
    return { nameTr: '', nameEn: '', descriptionTr: '', descriptionEn: '', image: '', hasMultipleSizes: false, isActive: true };
  }
  return {
    nameTr: category.nameTr,
    nameEn: category.nameEn,
    descriptionTr: category.descriptionTr,
    descriptionEn: category.descriptionEn,
    image: category.image,
    hasMultipleSizes: category.hasMultipleSizes,
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
  const [details, setDetails] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CategoryValues>({
    resolver: recordResolver(categoryInput, categoryUpdate, editing),
    defaultValues: toValues(category),
  });
  const { reload, reloading, gone } = useReloadRecord(categories.refetch, category?.id ?? null, (fresh) => {
    reset(toValues(fresh));
    save.reset();
    setDetails([]);
  });

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { id: category?.id ?? null, values },
      {
        onSuccess: () => onSaved(values.nameTr.trim()),
        onError: (error) => setDetails(placeServerErrors(error, FIELDS, setError)),
      },
    ),
  );

  return (
    <Modal title={editing ? 'Kategoriyi Düzenle' : 'Kategori Ekle'} size="large" onClose={onClose} busy={save.isPending}>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <BilingualFields noun="Kategori" register={register} errors={errors} />
        <Field label="Görsel URL" required hint="https:// ile başlayan bir adres" error={errors.image?.message}>
          {(control) => <input {...control} {...register('image')} type="url" inputMode="url" />}
        </Field>
        <CheckField label="Birden fazla boy" error={errors.hasMultipleSizes?.message}>
          <input type="checkbox" {...register('hasMultipleSizes')} />
        </CheckField>
        <FormActions
          saving={save.isPending}
          onCancel={onClose}
          error={save.error}
          details={details}
          onReload={() => void reload()}
          reloading={reloading}
          gone={gone}
        />
      </form>
    </Modal>
  );
}
