import { Controller } from 'react-hook-form';
import { ALLERGENS, allergenName } from '../../../shared/allergens.js';
import { optionsInputOf, type AdminProduct } from '../../../shared/schemas/product.js';
import { kurusToDecimalText } from '../../../shared/money-input.js';
import { PRODUCT_FIELDS, productInput, productUpdate, type ProductInput } from '../../../shared/schemas/product.js';
import { useCategories } from '../api/categories.js';
import { useIngredients } from '../api/ingredients.js';
import { useProducts, useSaveProduct } from '../api/products.js';
import { useTags } from '../api/tags.js';
import { toCategoryId } from '../ui/CategorySelect.js';
import { CheckboxGroup } from '../ui/Field.js';
import { layoutOf } from '../ui/form-fields.js';
import { useRecordForm } from '../ui/forms.js';
import { RecordForm } from '../ui/RecordForm.js';
import { DEACTIVATE_WEEKLY_WARNING } from './DeactivateWeeklyDialog.js';
import { firstSizes, SizesField } from './SizesField.js';
import { OptionsField } from './OptionsField.js';
import { Button } from '../ui/Button.js';
import styles from './ProductForm.module.css';
import { OtherLanguages } from '../translations/OtherLanguages.js';
import { PriceHistory } from '../prices/PriceHistory.js';
import { useStaffUser } from '../session/staff-user.js';

type ProductValues = ProductInput & { version?: number };

const ALLERGEN_OPTIONS = ALLERGENS.map((allergen) => ({ id: allergen.code, label: allergenName(allergen.code, 'tr') }));

const LAYOUT = layoutOf(PRODUCT_FIELDS, {
  rows: [
    ['nameTr', 'nameEn'],
    ['descriptionTr', 'descriptionEn'],
    ['price', 'categoryId'],
    { row: ['isWeeklyChoice', 'isActive'], look: 'checks' },
  ],
  own: {
    // With sizes, each size has the price; the product's own is only their lowest.
    price: { read: (product: AdminProduct) => (product.sizes.length > 0 ? '' : kurusToDecimalText(product.priceKurus)) },
    sizes: {
      read: (product: AdminProduct) =>
        product.sizes.map((size) => ({
          labelTr: size.labelTr,
          labelEn: size.labelEn,
          price: kurusToDecimalText(size.priceKurus),
          grams: size.grams === null ? '' : String(size.grams),
        })),
    },
    options: { read: (product: AdminProduct) => optionsInputOf(product.options) },
  },
});

interface ProductFormProps {
  product: AdminProduct | null;
  /** A new product starts in the category the list is filtered by. */
  defaultCategoryId?: number | undefined;
  onClose: () => void;
  onSaved: (name: string) => void;
  /**
   * Asks to delete the product being edited. It sits in the form, at the end of its fields, not in
   * the list's row beside 'Tükendi', where a phone's thumb would find it during service.
   */
  onDelete?: (() => void) | undefined;
}

/** Adds or edits a product in a modal (600px); a failed save keeps what was typed (D14). */
export function ProductForm({ product, defaultCategoryId, onClose, onSaved, onDelete }: ProductFormProps) {
  const me = useStaffUser();
  const products = useProducts();
  const categories = useCategories();
  const tags = useTags();
  const ingredients = useIngredients();
  const state = useRecordForm<AdminProduct, ProductValues>({
    record: product,
    create: productInput,
    update: productUpdate,
    layout: LAYOUT,
    start: { categoryId: defaultCategoryId as number },
    save: useSaveProduct(),
    refetch: products.refetch,
    onSaved: (values) => onSaved(values.nameTr.trim()),
    onClose,
  });
  const {
    register,
    control,
    setValue,
    getValues,
    watch,
    formState: { errors },
  } = state.form;

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

  const checks = (name: 'tagIds' | 'ingredientIds' | 'allergens', options: { id: number | string; label: string }[], empty: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxGroup
          legend={PRODUCT_FIELDS[name].label}
          options={options}
          value={(field.value as (number | string)[] | undefined) ?? []}
          onChange={field.onChange}
          empty={empty}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <RecordForm
      title={product ? 'Ürünü Düzenle' : 'Ürün Ekle'}
      modal="large"
      layout={LAYOUT}
      state={state}
      onInput={{ categoryId: (value) => keepChoicesOf(toCategoryId(value)) }}
      after={{
        ...(product
          ? {
              descriptionEn: <OtherLanguages resource="products" id={product.id} />,
              sizes: <PriceHistory productId={product.id} admin={me.role === 'admin'} />,
            }
          : {}),
        isActive: (
          <div role="status" className={styles.notes}>
            {weeklyNotes.map((note) => (
              <p key={note} className={styles.note}>
                {note}
              </p>
            ))}
          </div>
        ),
      }}
      custom={{
        // With sizes, each size has its price and its weight.
        ...(sizes.length > 0 ? { price: null, grams: null } : {}),
        sizes:
          sizes.length > 0 ? (
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
          ),
        options: <OptionsField control={control} register={register} errors={errors} />,
        tagIds: checks('tagIds', tagOptions, categoryId ? 'Bu kategoride etiket yok.' : noCategoryYet),
        ingredientIds: checks('ingredientIds', ingredientOptions, categoryId ? 'Bu kategoride malzeme yok.' : noCategoryYet),
        allergens: checks('allergens', ALLERGEN_OPTIONS, ''),
      }}
    >
      {product && onDelete && (
        <div className={styles.delete}>
          <Button small variant="danger" onClick={onDelete}>
            Ürünü sil
          </Button>
        </div>
      )}
    </RecordForm>
  );
}
