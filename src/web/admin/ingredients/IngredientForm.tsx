import type { AdminIngredient } from '../../../shared/schemas/ingredient.js';
import { ingredientInput, ingredientUpdate, type IngredientInput } from '../../../shared/schemas/ingredient.js';
import { useCategories } from '../api/categories.js';
import { useIngredients, useSaveIngredient } from '../api/ingredients.js';
import { CategoryOptions, toCategoryId } from '../ui/CategorySelect.js';
import { CheckField, Field } from '../ui/Field.js';
import { FormActions } from '../ui/FormActions.js';
import formStyles from '../ui/Form.module.css';
import { useRecordForm } from '../ui/forms.js';
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
  const {
    form: {
      register,
      formState: { errors },
    },
    onSubmit,
    status,
    close,
  } = useRecordForm({
    record: ingredient,
    create: ingredientInput,
    update: ingredientUpdate,
    defaultValues: toValues(ingredient, defaultCategoryId),
    valuesOf: (fresh) => toValues(fresh, undefined),
    fields: FIELDS,
    save,
    refetch: ingredients.refetch,
    onSaved: (values) => onSaved(values.nameTr.trim()),
    onClose,
  });

  return (
    <Modal title={editing ? 'Malzemeyi Düzenle' : 'Malzeme Ekle'} size="large" onClose={close} busy={save.isPending}>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <BilingualFields noun="Malzeme" register={register} errors={errors} optionalDescriptions />
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
        <FormActions {...status} onCancel={close} />
      </form>
    </Modal>
  );
}
