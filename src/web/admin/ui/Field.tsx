import { useId, type ReactNode } from 'react';
import styles from './Field.module.css';

interface ControlProps {
  id: string;
  className: string | undefined;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  /** Renders the input with the id and ARIA links that tie it to its label, hint and error. */
  children: (control: ControlProps) => ReactNode;
  className?: string;
}

/** A labelled form control with its hint and, under it, the schema's Turkish message. */
export function Field({ label, error, hint, required = false, children, className }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className ?? ''].join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({
        id,
        className: styles.control,
        'aria-invalid': Boolean(error),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(required ? { 'aria-required': true } : {}),
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

interface SelectFieldProps<Value extends string> extends Omit<FieldProps, 'children'> {
  value: string | number;
  /** The chosen option's value, as its text. */
  onChange: (value: Value) => void;
  disabled?: boolean | undefined;
  /** Its <option>s. */
  children: ReactNode;
}

/** A labelled <select>: a list's filter, or a setting chosen from a few. */
export function SelectField<Value extends string = string>({ value, onChange, disabled, children, ...field }: SelectFieldProps<Value>) {
  return (
    <Field {...field}>
      {(control) => (
        <select {...control} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value as Value)}>
          {children}
        </select>
      )}
    </Field>
  );
}

interface CheckFieldProps {
  label: string;
  error?: string | undefined;
  children: ReactNode;
}

/** A checkbox with its label to the right; `children` is the <input type="checkbox">. */
export function CheckField({ label, error, children }: CheckFieldProps) {
  const errorId = useId();
  return (
    <div className={styles.field}>
      <label className={styles.check}>
        {children}
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

interface Option<Id> {
  id: Id;
  label: string;
  /** The label's language, when it is not Turkish (a language's own name). */
  lang?: string;
  /** What the label leaves to say (a language's address). */
  hint?: string;
}

interface CheckboxGroupProps<Id> {
  legend: string;
  options: Option<Id>[];
  value: Id[];
  onChange: (ids: Id[]) => void;
  empty: string;
  error?: string | undefined;
}

/** A list of checkboxes that edits a list of ids (a product's tags, ingredients or allergens). */
export function CheckboxGroup<Id extends number | string>({ legend, options, value, onChange, empty, error }: CheckboxGroupProps<Id>) {
  const selected = new Set(value);
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      {options.length === 0 ? (
        <p className={styles.hint}>{empty}</p>
      ) : (
        <ul className={styles.options}>
          {options.map((option) => (
            <li key={option.id}>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={selected.has(option.id)}
                  onChange={(event) => onChange(event.target.checked ? [...value, option.id] : value.filter((id) => id !== option.id))}
                />
                <span lang={option.lang}>{option.label}</span>
                {option.hint && <span className={styles.hint}>{option.hint}</span>}
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && <p className={styles.error}>{error}</p>}
    </fieldset>
  );
}
