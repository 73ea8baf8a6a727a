import { useRef } from 'react';
import type { AdminTag } from '../../../shared/schemas/tag.js';
import { TAG_DEFAULT_COLOURS, TAG_FIELDS, tagInput, tagUpdate, type TagInput } from '../../../shared/schemas/tag.js';
import { tagsResource } from '../api/tags.js';
import { layoutOf } from '../ui/form-fields.js';
import formStyles from '../ui/Form.module.css';
import { useKindForm, type FormKind } from '../ui/forms.js';
import { choicesOf } from '../ui/RecordFields.js';
import { RecordForm } from '../ui/RecordForm.js';
import { ColourField } from './ColourField.js';
import { TagChip } from './TagChip.js';

type TagValues = TagInput & { version?: number };

const FONT_WEIGHTS = [300, 400, 500, 600, 700, 800];
const defaultBorder = (colour: string) => `1px solid ${colour}`;

const LAYOUT = layoutOf(TAG_FIELDS, {
  rows: [
    ['nameTr', 'nameEn'],
    ['textColor', 'bgColor'],
    ['border', 'fontWeight'],
  ],
  own: {
    border: { initial: defaultBorder(TAG_DEFAULT_COLOURS.color) },
    fontWeight: { choices: choicesOf(FONT_WEIGHTS, String) },
  },
});

const FORM: FormKind = { resource: tagsResource, create: tagInput, update: tagUpdate, layout: LAYOUT, name: 'nameTr' };

interface TagFormProps {
  tag: AdminTag | null;
  /** Keeps the category of the last tag added, for adding several in a row. */
  lastCategoryId?: number | undefined;
  onCancel: () => void;
  onSaved: (name: string, categoryId: number) => void;
}

/** Adds or edits a tag, with a live preview of the chip guests will see. */
export function TagForm({ tag, lastCategoryId, onCancel, onSaved }: TagFormProps) {
  const events = { onClose: onCancel, onSaved: (name: string, values: TagValues) => onSaved(name, values.categoryId) };
  const state = useKindForm<AdminTag, TagValues>(FORM, tag, events, {
    start: { categoryId: lastCategoryId as number },
    onReloaded: (fresh) => {
      shownColour.current = fresh.color;
    },
  });
  const {
    register,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitted },
  } = state.form;
  // The border follows the main colour until someone writes a border of their own.
  const shownColour = useRef(getValues('color'));

  const followColour = (next: string) => {
    const border = getValues('border') ?? '';
    if (border.trim() === '' || border === defaultBorder(shownColour.current)) {
      setValue('border', defaultBorder(next), { shouldDirty: true });
    }
    shownColour.current = next;
  };
  const pick = (name: 'color' | 'textColor' | 'bgColor', hex: string) =>
    setValue(name, hex, { shouldDirty: true, shouldValidate: isSubmitted });
  const values = watch();
  // The text and background colours (the main colour's field, above, also moves the border).
  const plainColour = (name: 'textColor' | 'bgColor') => (
    <ColourField
      label={TAG_FIELDS[name].label}
      value={values[name]}
      error={errors[name]?.message}
      registration={register(name)}
      onPick={(hex) => pick(name, hex)}
    />
  );
  return (
    <RecordForm
      title={tag ? 'Etiketi Düzenle' : 'Etiket Ekle'}
      addLabel="Etiket Ekle"
      state={state}
      custom={{
        color: (
          <ColourField
            label={TAG_FIELDS.color.label}
            value={values.color}
            error={errors.color?.message}
            // register() keeps onChange for the input's change events; it does not call it while rendering.
            // eslint-disable-next-line react-hooks/refs -- followColour reads the ref in that event only
            registration={register('color', { onChange: (event: { target: { value: string } }) => followColour(event.target.value) })}
            onPick={(hex) => {
              followColour(hex);
              pick('color', hex);
            }}
          />
        ),
        textColor: plainColour('textColor'),
        bgColor: plainColour('bgColor'),
      }}
    >
      <div className={formStyles.preview}>
        <span className="sr-only">Önizleme: </span>
        <TagChip label={values.nameTr?.trim() || 'Etiket'} look={values} />
      </div>
    </RecordForm>
  );
}
