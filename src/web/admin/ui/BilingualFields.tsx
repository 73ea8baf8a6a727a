import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './Field.js';
import formStyles from './Form.module.css';

type BilingualName = 'nameTr' | 'nameEn' | 'descriptionTr' | 'descriptionEn';

interface BilingualFieldsProps {
  /** What the record is called in the name labels: 'Kategori' gives 'Kategori adı (TR)'. */
  noun: string;
  register: (name: BilingualName) => UseFormRegisterReturn;
  errors: Partial<Record<BilingualName, { message?: string | undefined } | undefined>>;
  /** Ingredients may go without a description; categories and products may not. */
  optionalDescriptions?: boolean;
}

/** The Turkish and English name and description that categories, products and ingredients share. */
export function BilingualFields({ noun, register, errors, optionalDescriptions = false }: BilingualFieldsProps) {
  const description = optionalDescriptions ? { required: false, hint: 'İsteğe bağlı; boşsa misafirlere gösterilmez.' } : { required: true };
  return (
    <>
      <div className={formStyles.pair}>
        <Field label={`${noun} adı (TR)`} required error={errors.nameTr?.message}>
          {(control) => <input {...control} {...register('nameTr')} />}
        </Field>
        <Field label={`${noun} adı (EN)`} required error={errors.nameEn?.message}>
          {(control) => <input {...control} {...register('nameEn')} lang="en" />}
        </Field>
      </div>
      <div className={formStyles.pair}>
        <Field label="Açıklama (TR)" {...description} error={errors.descriptionTr?.message}>
          {(control) => <textarea {...control} {...register('descriptionTr')} rows={3} />}
        </Field>
        <Field label="Açıklama (EN)" {...description} error={errors.descriptionEn?.message}>
          {(control) => <textarea {...control} {...register('descriptionEn')} rows={3} lang="en" />}
        </Field>
      </div>
    </>
  );
}
