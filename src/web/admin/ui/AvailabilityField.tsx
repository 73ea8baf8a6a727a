import { Controller, get, useFieldArray, type Control, type FieldError, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { MAX_WINDOWS_PER_DAY, type AvailabilityInput } from '../../../shared/schemas/hours.js';
import { WEEKDAY_NAMES_TR } from '../../../shared/schemas/settings.js';
import { Button } from './Button.js';
import { CheckboxGroup } from './Field.js';
import styles from './Field.module.css';
import { TimeWindowInputs, type WindowErrors } from './TimeWindowInputs.js';

/** The part of a category's or product's form this field edits. */
type Values = { availability: AvailabilityInput };

interface AvailabilityFieldProps {
  control: Control<Values>;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  /** Whose hours: "Bu kategori", "Bu ürün". */
  subject: string;
}

const WEEKDAY_OPTIONS = WEEKDAY_NAMES_TR.map((label, id) => ({ id, label }));
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/**
 * "Yalnızca belirli gün ve saatlerde": the days and hours a category or dish is served (Kahvaltı
 * 08:00–12:00). Unticked, it is served whenever the restaurant is open.
 */
export function AvailabilityField({ control, register, errors, subject }: AvailabilityFieldProps) {
  return (
    <Controller
      control={control}
      name="availability"
      render={({ field }) => {
        const limited = field.value !== null && field.value !== undefined;
        return (
          <fieldset className={styles.fieldset}>
            <legend>Servis saatleri</legend>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={limited}
                onChange={(event) =>
                  field.onChange(event.target.checked ? { weekdays: EVERY_DAY, windows: [{ opens: '08:00', closes: '12:00' }] } : null)
                }
              />
              <span>{subject} yalnızca belirli gün ve saatlerde servis edilir</span>
            </label>
            {limited && <LimitedHours control={control} register={register} errors={errors} />}
          </fieldset>
        );
      }}
    />
  );
}

function LimitedHours({ control, register, errors }: Omit<AvailabilityFieldProps, 'subject'>) {
  const { fields, append, remove } = useFieldArray({ control, name: 'availability.windows' as never });
  const windowErrors: WindowErrors | undefined = get(errors, 'availability.windows');
  const dayError: FieldError | undefined = get(errors, 'availability.weekdays');
  return (
    <>
      <Controller
        control={control}
        name={'availability.weekdays' as 'availability'}
        render={({ field }) => (
          <CheckboxGroup
            legend="Günler"
            options={WEEKDAY_OPTIONS}
            value={(field.value as unknown as number[] | undefined) ?? []}
            onChange={field.onChange}
            empty=""
            error={dayError?.message}
          />
        )}
      />
      {fields.map((window, index) => (
        <div key={window.id} className={styles.windowRow}>
          <TimeWindowInputs
            labels={['Başlangıç', 'Bitiş']}
            names={[`${index + 1}. başlangıç`, `${index + 1}. bitiş`]}
            opens={register(`availability.windows.${index}.opens` as 'availability')}
            closes={register(`availability.windows.${index}.closes` as 'availability')}
            errors={windowErrors?.[index]}
          />
          {fields.length > 1 && (
            <Button small variant="ghost" onClick={() => remove(index)}>
              Sil<span className="sr-only">: {index + 1}. saat aralığı</span>
            </Button>
          )}
        </div>
      ))}
      {(windowErrors?.message ?? windowErrors?.root?.message) && (
        <p className={styles.error}>{windowErrors?.message ?? windowErrors?.root?.message}</p>
      )}
      {fields.length < MAX_WINDOWS_PER_DAY && (
        <Button small onClick={() => append({ opens: '18:00', closes: '22:00' })}>
          Saat aralığı ekle
        </Button>
      )}
    </>
  );
}
