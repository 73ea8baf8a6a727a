import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './Field.js';

/** A list of time windows' field messages, as react-hook-form gives them. */
export type WindowErrors = ({ opens?: FieldError; closes?: FieldError } | undefined)[] & { message?: string; root?: FieldError };

interface TimeWindowInputsProps {
  /** The two times' visible labels: "Açılış", "Kapanış" for opening hours. */
  labels: readonly [string, string];
  /** Their accessible names, which say which window they are: "Pazartesi 1. açılış". */
  names: readonly [string, string];
  opens: UseFormRegisterReturn;
  closes: UseFormRegisterReturn;
  errors: { opens?: FieldError; closes?: FieldError } | undefined;
}

/** A time window's two times, each with its field message: the opening hours' and the serving hours'. */
export function TimeWindowInputs({ labels, names, opens, closes, errors }: TimeWindowInputsProps) {
  return (
    <>
      <Field label={labels[0]} error={errors?.opens?.message}>
        {(c) => <input {...c} {...opens} type="time" aria-label={names[0]} />}
      </Field>
      <Field label={labels[1]} error={errors?.closes?.message}>
        {(c) => <input {...c} {...closes} type="time" aria-label={names[1]} />}
      </Field>
    </>
  );
}
