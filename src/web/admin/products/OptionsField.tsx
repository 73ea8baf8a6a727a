import { Controller, useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { ALLERGENS, allergenName } from '../../../shared/allergens.js';
import { MAX_OPTION_CHOICES, MAX_OPTION_GROUPS, type ProductInput } from '../../../shared/schemas/product.js';
import { CheckboxGroup, Field } from '../ui/Field.js';
import fieldStyles from '../ui/Field.module.css';
import { ItemActions, ListEnd } from '../ui/ListItems.js';
import styles from './SizesField.module.css';

type Values = ProductInput & { version?: number };

interface OptionsFieldProps {
  control: Control<Values>;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
}

const ALLERGEN_OPTIONS = ALLERGENS.map((allergen) => ({ id: allergen.code, label: allergenName(allergen.code, 'tr') }));
const emptyChoice = { nameTr: '', nameEn: '', price: '', allergens: [] };
const emptyGroup = { nameTr: '', nameEn: '', min: '0', max: '1', choices: [emptyChoice] };

/**
 * A dish's option groups (D58), each with its TR/EN name, how many of its choices a guest picks
 * (at least, at most) and its choices, each with its TR/EN name, what it adds to the price and
 * its own allergens. Groups and choices are added, moved and removed with buttons.
 */
export function OptionsField({ control, register, errors }: OptionsFieldProps) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'options' });
  const listError = errors.options?.message ?? errors.options?.root?.message;
  return (
    <fieldset className={fieldStyles.fieldset} aria-describedby="options-hint">
      <legend>Seçenekler</legend>
      <p id="options-hint" className={fieldStyles.hint}>
        Misafir ve garson siparişte seçer. Örn. Acı (en az 0, en çok 1); Yanında: Ayran, Şalgam (en az 1, en çok 1); Çıkarılsın: soğan,
        maydanoz (en az 0, en çok 2). Fiyat farkı boşsa ücretsizdir.
      </p>
      <ol className={styles.list}>
        {fields.map((field, index) => {
          const groupErrors = errors.options?.[index];
          const number = `${index + 1}. grup`;
          return (
            <li key={field.id} className={styles.size} aria-label={number}>
              <Field label="Grup adı (TR)" required error={groupErrors?.nameTr?.message}>
                {(c) => <input {...c} {...register(`options.${index}.nameTr`)} autoComplete="off" />}
              </Field>
              <Field label="Grup adı (EN)" required error={groupErrors?.nameEn?.message}>
                {(c) => <input {...c} {...register(`options.${index}.nameEn`)} autoComplete="off" lang="en" />}
              </Field>
              <Field label="En az" required error={groupErrors?.min?.message}>
                {(c) => <input {...c} {...register(`options.${index}.min`)} type="text" inputMode="numeric" autoComplete="off" />}
              </Field>
              <Field label="En çok" required error={groupErrors?.max?.message}>
                {(c) => <input {...c} {...register(`options.${index}.max`)} type="text" inputMode="numeric" autoComplete="off" />}
              </Field>
              <Choices control={control} register={register} errors={errors} groupIndex={index} number={number} />
              <ItemActions
                name={number}
                move={{ index, count: fields.length, to: (to) => move(index, to) }}
                removeLabel="Grubu sil"
                onRemove={() => remove(index)}
              />
            </li>
          );
        })}
      </ol>
      <ListEnd error={listError} canAdd={fields.length < MAX_OPTION_GROUPS} onAdd={() => append(emptyGroup)}>
        Seçenek grubu ekle
      </ListEnd>
    </fieldset>
  );
}

/** A group's choices: name, price change and allergens each. */
function Choices({ control, register, errors, groupIndex, number }: OptionsFieldProps & { groupIndex: number; number: string }) {
  const { fields, append, remove } = useFieldArray({ control, name: `options.${groupIndex}.choices` });
  const groupErrors = errors.options?.[groupIndex];
  const listError = groupErrors?.choices?.message ?? groupErrors?.choices?.root?.message;
  return (
    <fieldset className={`${fieldStyles.fieldset} ${styles.wide}`}>
      <legend>{number}: seçenekler</legend>
      <ol className={styles.list}>
        {fields.map((field, index) => {
          const choiceErrors = groupErrors?.choices?.[index];
          const name = `${number}, ${index + 1}. seçenek`;
          return (
            <li key={field.id} className={styles.size} aria-label={name}>
              <Field label="Seçenek adı (TR)" required error={choiceErrors?.nameTr?.message}>
                {(c) => <input {...c} {...register(`options.${groupIndex}.choices.${index}.nameTr`)} autoComplete="off" />}
              </Field>
              <Field label="Seçenek adı (EN)" required error={choiceErrors?.nameEn?.message}>
                {(c) => <input {...c} {...register(`options.${groupIndex}.choices.${index}.nameEn`)} autoComplete="off" lang="en" />}
              </Field>
              <Field label="Fiyat farkı (₺)" error={choiceErrors?.price?.message}>
                {(c) => (
                  <input
                    {...c}
                    {...register(`options.${groupIndex}.choices.${index}.price`)}
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                  />
                )}
              </Field>
              <details className={styles.wide}>
                <summary>Bu seçeneğin alerjenleri</summary>
                <Controller
                  control={control}
                  name={`options.${groupIndex}.choices.${index}.allergens`}
                  render={({ field: allergens, fieldState }) => (
                    <CheckboxGroup
                      legend={`Alerjenler: ${name}`}
                      options={ALLERGEN_OPTIONS}
                      value={(allergens.value as string[] | undefined) ?? []}
                      onChange={allergens.onChange}
                      empty=""
                      error={fieldState.error?.message}
                    />
                  )}
                />
              </details>
              <ItemActions name={name} removeLabel="Seçeneği sil" removeDisabled={fields.length === 1} onRemove={() => remove(index)} />
            </li>
          );
        })}
      </ol>
      <ListEnd error={listError} canAdd={fields.length < MAX_OPTION_CHOICES} onAdd={() => append(emptyChoice)}>
        Seçenek ekle<span className="sr-only">: {number}</span>
      </ListEnd>
    </fieldset>
  );
}
