import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminIngredient } from '../../../shared/admin.js';
import { ingredientInput, ingredientUpdate, type IngredientInput } from '../../../shared/schemas/ingredient.js';
import { useCategories } from '../api/categories.js';
import { useIngredients, useSaveIngredient } from '../api/ingredients.js';
import { CategoryOptions, toCategoryId } from '../ui/CategorySelect.js';
import { CheckField, Field } from '../ui/Field.js';
import { FormActions } from '../ui/FormActions.js';
import formStyles from '../ui/Form.module.css';
import { placeServerErrors, recordResolver, useReloadRecord } from '../ui/forms.js';
import { BilingualFields } from '../ui/BilingualFields.js';
import { Modal } from '../ui/Modal.js';

type IngredientValues = IngredientInput & { version?: number };

const FIELDS = ['nameTr', 'nameEn', 'descriptionTr', 'descriptionEn', 'categoryId', 'isActive'] as const;

function toValues(ingredient: AdminIngredient | null, categoryId: number | undefined): IngredientValues {
  if (!ingredient) {
    return { nameTr: '', nameEn: '', descriptionTr: '', descriptionEn: '', categoryId: categoryId as number, isActive: true };
  }
  return {
    nameTr: ingredient.nameTr,
    nameEn: ingredient.nameEn,
    descriptionTr: ingredient.descriptionTr,
    descriptionEn: ingredient.descriptionEn,
    categoryId: ingredient.categoryId,
    isActive: ingredient.isActive,
    version: ingredient.version,
  };
}

interface IngredientFormProps {
  ingredient: AdminIngredient | null;
  defaultCategoryId?: number | undefined;
  onClose: () => void;
  onSaved: (name: string) => void;
}

/** Adds or edits an ingredient of a category's products, in a modal. */
export function IngredientForm({ ingredient, defaultCategoryId, onClose, onSaved }: IngredientFormProps) {
  const editing = ingredient !== null;
  const save = useSaveIngredient();
  const ingredients = useIngredients();
  const categories = useCategories();
  const [details, setDetails] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<IngredientValues>({
    resolver: recordResolver(ingredientInput, ingredientUpdate, editing),
    defaultValues: toValues(ingredient, defaultCategoryId),
  });
  const { reload, reloading, gone } = useReloadRecord(ingredients.refetch, ingredient?.id ?? null, (fresh) => {
    reset(toValues(fresh, undefined));
    save.reset();
    setDetails([]);
  });

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { id: ingredient?.id ?? null, values },
      {
        onSuccess: () => onSaved(values.nameTr.trim()),
        onError: (error) => setDetails(placeServerErrors(error, FIELDS, setError)),
      },
    ),
  );

  return (
    <Modal title={editing ? 'Malzemeyi Düzenle' : 'Malzeme Ekle'} size="large" onClose={onClose} busy={save.isPending}>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <BilingualFields noun="Malzeme" register={register} errors={errors} />
        <Field label="Kategori" required error={errors.categoryId?.message}>
          {(c) => (
            <select {...c} {...register('categoryId', { setValueAs: toCategoryId })}>
              <CategoryOptions categories={categories.data ?? []} />
            </select>
          )}
        </Field>
        <CheckField label="Aktif" error={errors.isActive?.message}>
          <input type="checkbox" {...register('isActive')} />
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
