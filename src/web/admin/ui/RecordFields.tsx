import { Fragment, type ComponentProps, type ReactNode } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useCategories } from '../api/categories.js';
import { AvailabilityField } from './AvailabilityField.js';
import { CategoryOptions, toCategoryId } from './CategorySelect.js';
import { CheckField, Field } from './Field.js';
import type { Choice } from '../../../shared/schemas/staff-fields.js';
import { isRow, type FormField, type FormLayout } from './form-fields.js';
import formStyles from './Form.module.css';
import { FormPhotoField } from './FormPhotoField.js';

interface RecordFieldsProps<Values extends FieldValues> {
  layout: FormLayout;
  form: UseFormReturn<Values>;
  /** What a form draws in a field's place (its own picker, a live preview); null hides the field. */
  custom?: Partial<Record<string, ReactNode>>;
  /** Drawn right after a field (what a tick there will do). */
  after?: Partial<Record<string, ReactNode>>;
  /** Called with a field's new text as it changes (a product moved to another category). */
  onInput?: Partial<Record<string, (value: string) => void>>;
}

/** Draws a form's fields from their descriptors, each under its label with the schema's message. */
export function RecordFields<Values extends FieldValues>({
  layout,
  form,
  custom = {},
  after = {},
  onInput = {},
}: RecordFieldsProps<Values>) {
  const draw = (field: FormField) => (
    <>
      {field.name in custom ? custom[field.name] : <RecordField field={field} form={form} onInput={onInput[field.name]} />}
      {after[field.name]}
    </>
  );
  return (
    <>
      {layout.map((item) =>
        isRow(item) ? (
          <div key={item.row.map((field) => field.name).join()} className={item.look === 'checks' ? formStyles.checks : formStyles.pair}>
            {item.row.map((field) => (
              <Fragment key={field.name}>{draw(field)}</Fragment>
            ))}
          </div>
        ) : (
          <Fragment key={item.name}>{draw(item)}</Fragment>
        ),
      )}
    </>
  );
}

const INPUT_TYPES = { text: 'text', tel: 'tel', email: 'email', password: 'password', date: 'date', money: 'text', count: 'text' } as const;

interface RecordFieldProps<Values extends FieldValues> {
  field: FormField;
  form: UseFormReturn<Values>;
  onInput?: ((value: string) => void) | undefined;
}

function RecordField<Values extends FieldValues>({ field, form, onInput }: RecordFieldProps<Values>) {
  const { register, control } = form;
  const name = field.name as Path<Values>;
  const fieldError: { message?: string } | undefined = get(form.formState.errors, field.name);
  const error = fieldError?.message;
  const labelled: Labelled = { label: field.label, required: field.required ?? false, error, ...(field.hint ? { hint: field.hint } : {}) };
  const changes = onInput ? { onChange: (event: { target: { value: string } }) => onInput(event.target.value) } : {};
  const lang = field.english ? { lang: 'en' } : {};

  switch (field.input) {
    case 'kept':
    case 'own':
      return null;
    case 'check':
      return (
        <CheckField label={field.label} error={error}>
          <input type="checkbox" {...register(name)} />
        </CheckField>
      );
    case 'lines':
      return <Field {...labelled}>{(c) => <textarea {...c} {...register(name)} rows={field.rows ?? 3} {...lang} />}</Field>;
    case 'choice':
      return (
        <Field {...labelled}>
          {(c) => (
            <select {...c} {...register(name, { setValueAs: (value: string) => choiceOf(field.choices ?? [], value), ...changes })}>
              <ChoiceOptions choices={field.choices ?? []} />
            </select>
          )}
        </Field>
      );
    case 'category':
      return <CategoryField labelled={labelled} registration={register(name, { setValueAs: toCategoryId, ...changes })} />;
    case 'photo':
      return (
        <FormPhotoField
          control={control as never}
          label={field.label}
          shape={field.shape ?? 'product'}
          required={field.required ?? false}
        />
      );
    case 'availability':
      return (
        <AvailabilityField
          control={control as never}
          register={register as never}
          errors={form.formState.errors}
          subject={field.subject ?? ''}
        />
      );
    default: {
      const type = INPUT_TYPES[field.input];
      return (
        <Field {...labelled}>
          {(c) => (
            <input
              {...c}
              {...register(name, changes)}
              type={type}
              {...(field.input === 'money'
                ? { inputMode: 'decimal' as const }
                : field.input === 'count'
                  ? { inputMode: 'numeric' as const }
                  : {})}
              {...(field.verbatim ? { autoCapitalize: 'none', spellCheck: false } : {})}
              autoComplete={field.input === 'password' ? (field.name === 'currentPassword' ? 'current-password' : 'new-password') : 'off'}
              {...lang}
            />
          )}
        </Field>
      );
    }
  }
}

/** The <option>s of a choice; each option's text value maps back to the choice's own value. */
export function ChoiceOptions({ choices }: { choices: readonly Choice[] }) {
  return (
    <>
      {choices.map((choice) => (
        <option key={String(choice.value)} value={choice.value ?? ''}>
          {choice.label}
        </option>
      ))}
    </>
  );
}

const choiceOf = (choices: readonly Choice[], value: string) =>
  choices.find((choice) => String(choice.value ?? '') === value)?.value ?? value;

/** A list of values as choices, labelled by `label` (with `any` first for "no filter"). */
export const choicesOf = <Value extends string | number>(
  values: readonly Value[],
  label: (value: Value) => string,
  any?: string,
): Choice[] => [...(any === undefined ? [] : [{ value: '', label: any }]), ...values.map((value) => ({ value, label: label(value) }))];

type Labelled = Omit<ComponentProps<typeof Field>, 'children'>;

function CategoryField({ labelled, registration }: { labelled: Labelled; registration: object }) {
  const categories = useCategories();
  return (
    <Field {...labelled}>
      {(c) => (
        <select {...c} {...registration}>
          <CategoryOptions categories={categories.data ?? []} />
        </select>
      )}
    </Field>
  );
}
