import { useFieldArray, type Control, type FieldErrors, type UseFormGetValues, type UseFormRegister } from 'react-hook-form';
import { MAX_SIZES, type ProductInput } from '../../../shared/schemas/product.js';
import { Field } from '../ui/Field.js';
import fieldStyles from '../ui/Field.module.css';
import { ItemActions, ListEnd } from '../ui/ListItems.js';
import styles from './SizesField.module.css';

type Values = ProductInput & { version?: number };

interface SizesFieldProps {
  control: Control<Values>;
  register: UseFormRegister<Values>;
  getValues: UseFormGetValues<Values>;
  errors: FieldErrors<Values>;
  /** Moves the first size's price back to the one price when the last size is removed. */
  onLastRemoved: (price: string) => void;
}

const emptySize = { labelTr: '', labelEn: '', price: '', grams: '' };

/**
 * A product's sizes, each with its TR/EN name, price and weight, in the order guests see them: added,
 * moved up or down and removed with buttons (a phone's thumb and a keyboard both reach them).
 */
export function SizesField({ control, register, getValues, errors, onLastRemoved }: SizesFieldProps) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'sizes' });
  const listError = errors.sizes?.message ?? errors.sizes?.root?.message;
  return (
    <fieldset className={fieldStyles.fieldset} aria-describedby="sizes-hint">
      <legend>Boylar ve fiyatları</legend>
      <p id="sizes-hint" className={fieldStyles.hint}>
        Misafir her boyu fiyatıyla ve gramajıyla görür. Örn. Küçük / Small, Büyük / Large.
      </p>
      <ol className={styles.list}>
        {fields.map((field, index) => {
          const sizeErrors = errors.sizes?.[index];
          const number = `${index + 1}. boy`;
          return (
            <li key={field.id} className={styles.size} aria-label={number}>
              <Field label="Boy adı (TR)" required error={sizeErrors?.labelTr?.message}>
                {(c) => <input {...c} {...register(`sizes.${index}.labelTr`)} autoComplete="off" />}
              </Field>
              <Field label="Boy adı (EN)" required error={sizeErrors?.labelEn?.message}>
                {(c) => <input {...c} {...register(`sizes.${index}.labelEn`)} autoComplete="off" lang="en" />}
              </Field>
              <Field label="Fiyat (₺)" required error={sizeErrors?.price?.message}>
                {(c) => <input {...c} {...register(`sizes.${index}.price`)} type="text" inputMode="decimal" autoComplete="off" />}
              </Field>
              <Field label="Gramaj (g)" error={sizeErrors?.grams?.message}>
                {(c) => <input {...c} {...register(`sizes.${index}.grams`)} type="text" inputMode="numeric" autoComplete="off" />}
              </Field>
              <ItemActions
                name={number}
                move={{ index, count: fields.length, to: (to) => move(index, to) }}
                removeLabel="Sil"
                onRemove={() => {
                  if (fields.length === 1) onLastRemoved(String(getValues(`sizes.${index}.price`) ?? ''));
                  remove(index);
                }}
              />
            </li>
          );
        })}
      </ol>
      <ListEnd error={listError} canAdd={fields.length < MAX_SIZES} onAdd={() => append(emptySize)}>
        Boy ekle
      </ListEnd>
    </fieldset>
  );
}

/** The two sizes a one-price product starts from when staff split it: the price stays on the first. */
export function firstSizes(price: string): ProductInput['sizes'] {
  return [{ ...emptySize, price }, { ...emptySize }];
}
