import { Controller } from 'react-hook-form';
import { ALLERGENS, allergenName } from '../../../shared/allergens.js';
import type { AdminProduct } from '../../../shared/schemas/product.js';
import { kurusToDecimalText } from '../../../shared/money-input.js';
import { productInput, productUpdate, type ProductInput } from '../../../shared/schemas/product.js';
import { useCategories } from '../api/categories.js';
import { useIngredients } from '../api/ingredients.js';
import { useProducts, useSaveProduct } from '../api/products.js';
import { useTags } from '../api/tags.js';
import { CategoryOptions, toCategoryId } from '../ui/CategorySelect.js';
import { CheckboxGroup, CheckField, Field } from '../ui/Field.js';
import { FormActions } from '../ui/FormActions.js';
import formStyles from '../ui/Form.module.css';
import { useRecordForm } from '../ui/forms.js';
import { BilingualFields } from '../ui/BilingualFields.js';
import { Modal } from '../ui/Modal.js';
import { FormPhotoField } from '../ui/FormPhotoField.js';
import { DEACTIVATE_WEEKLY_WARNING } from './DeactivateWeeklyDialog.js';
import { firstSizes, SizesField } from './SizesField.js';
import { Button } from '../ui/Button.js';
import styles from './ProductForm.module.css';
import { AvailabilityField } from '../ui/AvailabilityField.js';

type ProductValues = ProductInput & { version?: number };

const ALLERGEN_OPTIONS = ALLERGENS.map((allergen) => ({ id: allergen.code, label: allergenName(allergen.code, 'tr') }));

const FIELDS = [
  'nameTr',
  'nameEn',
  'descriptionTr',
  'descriptionEn',
  'price',
  'sizes',
  'image',
  'categoryId',
  'tagIds',
  'ingredientIds',
  'allergens',
  'calories',
  'soldOut',
  'availability',
  'isWeeklyChoice',
  'isActive',
] as const;

function toValues(product: AdminProduct | null, categoryId: number | undefined): ProductValues {
  if (!product) {
    return {
      nameTr: '',
      nameEn: '',
      descriptionTr: '',
      descriptionEn: '',
      price: '',
      sizes: [],
      image: '',
      // Unset until chosen: the schema then says 'Lütfen bir kategori seçin!'.
      categoryId: categoryId as number,
      tagIds: [],
      ingredientIds: [],
      allergens: [],
      calories: '',
      soldOut: null,
      availability: null,
      isWeeklyChoice: false,
      isActive: true,
    };
  }
  return {
    nameTr: product.nameTr,
    nameEn: product.nameEn,
    descriptionTr: product.descriptionTr,
    descriptionEn: product.descriptionEn,
    // With sizes, each size has the price; the product's own is only their lowest.
    price: product.sizes.length > 0 ? '' : kurusToDecimalText(product.priceKurus),
    sizes: product.sizes.map((size) => ({ labelTr: size.labelTr, labelEn: size.labelEn, price: kurusToDecimalText(size.priceKurus) })),
    image: product.image,
    categoryId: product.categoryId,
    tagIds: product.tagIds,
    ingredientIds: product.ingredientIds,
    allergens: product.allergens,
    calories: product.calories === null ? '' : String(product.calories),
    soldOut: product.soldOut,
    availability: product.availability,
    isWeeklyChoice: product.isWeeklyChoice,
    isActive: product.isActive,
    version: product.version,
  };
}

interface ProductFormProps {
  product: AdminProduct | null;
  /** A new product starts in the category the list is filtered by. */
  defaultCategoryId?: number | undefined;
  onClose: () => void;
  onSaved: (name: string) => void;
}

/** Adds or edits a product in a modal (600px); a failed save keeps what was typed (D14). */
export function ProductForm({ product, defaultCategoryId, onClose, onSaved }: ProductFormProps) {
  const editing = product !== null;
  const save = useSaveProduct();
  const products = useProducts();
  const categories = useCategories();
  const tags = useTags();
  const ingredients = useIngredients();
  const {
    form: {
      register,
      control,
      setValue,
      getValues,
      watch,
      formState: { errors },
    },
    onSubmit,
    status,
    close,
  } = useRecordForm({
    record: product,
    create: productInput,
    update: productUpdate,
    defaultValues: toValues(product, defaultCategoryId),
    valuesOf: (fresh) => toValues(fresh, undefined),
    fields: FIELDS,
    save,
    refetch: products.refetch,
    onSaved: (values) => onSaved(values.nameTr.trim()),
    onClose,
  });

  const categoryId = watch('categoryId');
  const category = (categories.data ?? []).find((candidate) => candidate.id === categoryId);
  const sizes = watch('sizes') ?? [];
  const tagOptions = (tags.data ?? []).filter((tag) => tag.categoryId === categoryId).map((tag) => ({ id: tag.id, label: tag.nameTr }));
  const ingredientOptions = (ingredients.data ?? [])
    .filter((ingredient) => ingredient.categoryId === categoryId)
    .map((ingredient) => ({ id: ingredient.id, label: ingredient.nameTr }));

  // Tags and ingredients belong to a category: moving the product drops the old category's.
  const keepChoicesOf = (nextCategoryId: number | undefined) => {
    const inCategory = (record: { id: number; categoryId: number }) => record.categoryId === nextCategoryId;
    const tagIds = new Set((tags.data ?? []).filter(inCategory).map((tag) => tag.id));
    const ingredientIds = new Set((ingredients.data ?? []).filter(inCategory).map((ingredient) => ingredient.id));
    setValue(
      'tagIds',
      (getValues('tagIds') ?? []).filter((id) => tagIds.has(id)),
    );
    setValue(
      'ingredientIds',
      (getValues('ingredientIds') ?? []).filter((id) => ingredientIds.has(id)),
    );
  };

  const noCategoryYet = 'Önce bir kategori seçin.';

  // There is one weekly choice (the server moves it): say what a tick takes from whom, and
  // when the guests' home page would be left without one.
  const weekly = watch('isWeeklyChoice');
  const active = watch('isActive');
  const currentWeekly = (products.data ?? []).find((other) => other.isWeeklyChoice && other.id !== product?.id);
  const weeklyNotes = [
    weekly && currentWeekly ? `Şu anki haftanın seçimi: ${currentWeekly.nameTr}; bu ürün onun yerine geçecek.` : '',
    weekly && !active
      ? product?.isWeeklyChoice
        ? DEACTIVATE_WEEKLY_WARNING
        : 'Pasif bir ürün haftanın seçimi olursa ana sayfada haftanın seçimi gösterilmez.'
      : '',
    !weekly && product?.isWeeklyChoice ? 'Bu ürün haftanın seçimi; işaret kaldırılırsa ana sayfada haftanın seçimi gösterilmez.' : '',
  ].filter(Boolean);

  return (
    <Modal title={editing ? 'Ürünü Düzenle' : 'Ürün Ekle'} size="large" onClose={close} busy={save.isPending}>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <BilingualFields noun="Ürün" register={register} errors={errors} />
        <div className={formStyles.pair}>
          {sizes.length === 0 && (
            <Field label="Fiyat (₺)" required hint="Örn. 120,50" error={errors.price?.message}>
              {(c) => <input {...c} {...register('price')} type="text" inputMode="decimal" autoComplete="off" />}
            </Field>
          )}
          <Field label="Kategori" required error={errors.categoryId?.message}>
            {(c) => (
              <select
                {...c}
                {...register('categoryId', {
                  setValueAs: toCategoryId,
                  onChange: (event: { target: { value: string } }) => keepChoicesOf(toCategoryId(event.target.value)),
                })}
              >
                <CategoryOptions categories={categories.data ?? []} />
              </select>
            )}
          </Field>
        </div>
        {sizes.length > 0 ? (
          <SizesField
            control={control}
            register={register}
            getValues={getValues}
            errors={errors}
            onLastRemoved={(price) => setValue('price', price)}
          />
        ) : (
          category?.hasMultipleSizes && (
            <div className={styles.sizesOffer}>
              <p className={styles.sizesHint}>
                {category.nameTr} kategorisindeki ürünler birden fazla boyda, her biri kendi fiyatıyla satılabilir.
              </p>
              <Button small onClick={() => setValue('sizes', firstSizes(String(getValues('price') ?? '')), { shouldDirty: true })}>
                Boylara ayır
              </Button>
            </div>
          )
        )}
        <FormPhotoField control={control} label="Görsel" shape="product" required />
        <Controller
          control={control}
          name="tagIds"
          render={({ field, fieldState }) => (
            <CheckboxGroup
              legend="Etiketler"
              options={tagOptions}
              value={field.value ?? []}
              onChange={field.onChange}
              empty={categoryId ? 'Bu kategoride etiket yok.' : noCategoryYet}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="ingredientIds"
          render={({ field, fieldState }) => (
            <CheckboxGroup
              legend="Malzemeler"
              options={ingredientOptions}
              value={field.value ?? []}
              onChange={field.onChange}
              empty={categoryId ? 'Bu kategoride malzeme yok.' : noCategoryYet}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="allergens"
          render={({ field, fieldState }) => (
            <CheckboxGroup
              legend="Alerjenler"
              options={ALLERGEN_OPTIONS}
              value={field.value ?? []}
              onChange={field.onChange}
              empty=""
              error={fieldState.error?.message}
            />
          )}
        />
        <Field label="Kalori (kcal)" hint="Bir porsiyonun; boş bırakılırsa menüde yazmaz" error={errors.calories?.message}>
          {(c) => <input {...c} {...register('calories')} type="text" inputMode="numeric" autoComplete="off" />}
        </Field>
        <Field label="Satış durumu" error={errors.soldOut?.message}>
          {(c) => (
            <select {...c} {...register('soldOut', { setValueAs: (value: string) => (value === '' ? null : value) })}>
              <option value="">Satışta</option>
              <option value="today">Bugün tükendi (gece yarısı yeniden satışta)</option>
              <option value="untilCleared">Tükendi (kaldırılana kadar)</option>
            </select>
          )}
        </Field>
        <AvailabilityField control={control as never} register={register as never} errors={errors} subject="Bu ürün" />
        <div className={formStyles.checks}>
          <CheckField label="Haftanın seçimi" error={errors.isWeeklyChoice?.message}>
            <input type="checkbox" {...register('isWeeklyChoice')} />
          </CheckField>
          <CheckField label="Aktif" error={errors.isActive?.message}>
            <input type="checkbox" {...register('isActive')} />
          </CheckField>
          <div role="status" className={styles.notes}>
            {weeklyNotes.map((note) => (
              <p key={note} className={styles.note}>
                {note}
              </p>
            ))}
          </div>
        </div>
        <FormActions {...status} onCancel={close} />
      </form>
    </Modal>
  );
}
