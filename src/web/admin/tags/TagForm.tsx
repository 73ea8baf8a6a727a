import { useEffect, useRef } from 'react';
import type { AdminTag } from '../../../shared/schemas/tag.js';
import { TAG_DEFAULT_COLOURS, tagInput, tagUpdate, type TagInput } from '../../../shared/schemas/tag.js';
import { useCategories } from '../api/categories.js';
import { useSaveTag, useTags } from '../api/tags.js';
import { CategoryOptions, toCategoryId } from '../ui/CategorySelect.js';
import { CheckField, Field } from '../ui/Field.js';
import { FormActions } from '../ui/FormActions.js';
import formStyles from '../ui/Form.module.css';
import { useRecordForm } from '../ui/forms.js';
import { ColourField } from './ColourField.js';
import { TagChip } from './TagChip.js';

type TagValues = TagInput & { version?: number };

const FIELDS = ['nameTr', 'nameEn', 'categoryId', 'color', 'textColor', 'bgColor', 'border', 'fontWeight', 'isActive'] as const;
const FONT_WEIGHTS = [300, 400, 500, 600, 700, 800];
const defaultBorder = (colour: string) => `1px solid ${colour}`;

function toValues(tag: AdminTag | null, categoryId: number | undefined): TagValues {
  if (!tag) {
    return {
      nameTr: '',
      nameEn: '',
      categoryId: categoryId as number,
      color: TAG_DEFAULT_COLOURS.color,
      textColor: TAG_DEFAULT_COLOURS.textColor,
      bgColor: TAG_DEFAULT_COLOURS.bgColor,
      border: defaultBorder(TAG_DEFAULT_COLOURS.color),
      fontWeight: TAG_DEFAULT_COLOURS.fontWeight,
      isActive: true,
    };
  }
  return {
    nameTr: tag.nameTr,
    nameEn: tag.nameEn,
    categoryId: tag.categoryId,
    color: tag.color,
    textColor: tag.textColor,
    bgColor: tag.bgColor,
    border: tag.border,
    fontWeight: tag.fontWeight,
    isActive: tag.isActive,
    version: tag.version,
  };
}

interface TagFormProps {
  tag: AdminTag | null;
  /** Keeps the category of the last tag added, for adding several in a row. */
  lastCategoryId?: number | undefined;
  onCancel: () => void;
  onSaved: (name: string, categoryId: number) => void;
}

/** Adds or edits a tag, with a live preview of the chip guests will see. */
export function TagForm({ tag, lastCategoryId, onCancel, onSaved }: TagFormProps) {
  const editing = tag !== null;
  const save = useSaveTag();
  const tags = useTags();
  const categories = useCategories();
  const {
    form: {
      register,
      setValue,
      getValues,
      watch,
      setFocus,
      formState: { errors, isSubmitted },
    },
    onSubmit,
    status,
    close,
  } = useRecordForm({
    record: tag,
    create: tagInput,
    update: tagUpdate,
    defaultValues: toValues(tag, lastCategoryId),
    valuesOf: (fresh) => toValues(fresh, undefined),
    fields: FIELDS,
    save,
    refetch: tags.refetch,
    onSaved: (values) => onSaved(values.nameTr.trim(), values.categoryId),
    onClose: onCancel,
    onReloaded: (fresh) => {
      shownColour.current = fresh.color;
    },
  });
  // The border follows the main colour until someone writes a border of their own.
  const shownColour = useRef(getValues('color'));

  // "Düzenle" in the list brings the person here.
  useEffect(() => {
    if (editing) setFocus('nameTr');
  }, [editing, setFocus]);

  const followColour = (next: string) => {
    const border = getValues('border') ?? '';
    if (border.trim() === '' || border === defaultBorder(shownColour.current)) {
      setValue('border', defaultBorder(next), { shouldDirty: true });
    }
    shownColour.current = next;
  };
  const pick = (name: 'color' | 'textColor' | 'bgColor', hex: string) => {
    if (name === 'color') followColour(hex);
    setValue(name, hex, { shouldDirty: true, shouldValidate: isSubmitted });
  };

  const values = watch();

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="tag-form-title">
      <h2 id="tag-form-title" className={formStyles.panelTitle}>
        {editing ? 'Etiketi Düzenle' : 'Etiket Ekle'}
      </h2>
      <div className={formStyles.pair}>
        <Field label="Etiket adı (TR)" required error={errors.nameTr?.message}>
          {(c) => <input {...c} {...register('nameTr')} />}
        </Field>
        <Field label="Etiket adı (EN)" required error={errors.nameEn?.message}>
          {(c) => <input {...c} {...register('nameEn')} lang="en" />}
        </Field>
      </div>
      <Field label="Kategori" required error={errors.categoryId?.message}>
        {(c) => (
          <select {...c} {...register('categoryId', { setValueAs: toCategoryId })}>
            <CategoryOptions categories={categories.data ?? []} />
          </select>
        )}
      </Field>
      <ColourField
        label="Renk"
        value={values.color}
        error={errors.color?.message}
        // register() keeps onChange for the input's change events; it does not call it while rendering.
        // eslint-disable-next-line react-hooks/refs -- followColour reads the ref in that event only
        registration={register('color', { onChange: (event: { target: { value: string } }) => followColour(event.target.value) })}
        onPick={(hex) => pick('color', hex)}
      />
      <div className={formStyles.pair}>
        <ColourField
          label="Yazı rengi"
          value={values.textColor}
          error={errors.textColor?.message}
          registration={register('textColor')}
          onPick={(hex) => pick('textColor', hex)}
        />
        <ColourField
          label="Arka plan rengi"
          value={values.bgColor}
          error={errors.bgColor?.message}
          registration={register('bgColor')}
          onPick={(hex) => pick('bgColor', hex)}
        />
      </div>
      <div className={formStyles.pair}>
        <Field label="Kenarlık" hint="Ör. 1px solid #8B4513" error={errors.border?.message}>
          {(c) => <input {...c} {...register('border')} spellCheck={false} autoComplete="off" />}
        </Field>
        <Field label="Yazı kalınlığı" error={errors.fontWeight?.message}>
          {(c) => (
            <select {...c} {...register('fontWeight', { setValueAs: (value: unknown) => Number(value) })}>
              {FONT_WEIGHTS.map((weight) => (
                <option key={weight} value={weight}>
                  {weight}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <CheckField label="Aktif" error={errors.isActive?.message}>
        <input type="checkbox" {...register('isActive')} />
      </CheckField>
      <div className={formStyles.preview}>
        <span className="sr-only">Önizleme: </span>
        <TagChip label={values.nameTr?.trim() || 'Etiket'} look={values} />
      </div>
      <FormActions {...status} {...(editing ? { onCancel: close } : {})} submitLabel={editing ? 'Kaydet' : 'Etiket Ekle'} />
    </form>
  );
}
