import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../ui/Field.js';
import styles from './ColourField.module.css';

interface ColourFieldProps {
  label: string;
  value: string;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
  onPick: (hex: string) => void;
}

/** A colour as a picker and as #RRGGBB text, both editing the same value. */
export function ColourField({ label, value, error, registration, onPick }: ColourFieldProps) {
  const valid = /^#[0-9a-fA-F]{6}$/.test(value);
  return (
    <Field label={label} required error={error}>
      {(c) => (
        <div className={styles.row}>
          <input
            type="color"
            className={styles.picker}
            value={valid ? value.toLowerCase() : '#000000'}
            onChange={(event) => onPick(event.target.value.toUpperCase())}
            aria-label={`${label} seçici`}
          />
          <input {...c} {...registration} spellCheck={false} autoComplete="off" maxLength={7} />
        </div>
      )}
    </Field>
  );
}
