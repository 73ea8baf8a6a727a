import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { PhotoShape } from '../../../shared/schemas/media.js';
import { PhotoField } from './PhotoField.js';

interface FormPhotoFieldProps<V extends FieldValues> {
  control: Control<V>;
  label: string;
  shape: PhotoShape;
  required?: boolean;
}

/**
 * A record form's `image` field as a PhotoField: a new photo marks the form changed (leaving
 * asks first) and, once the form was sent, is checked again like a typed field.
 */
export function FormPhotoField<V extends FieldValues & { image?: string | null }>({
  control,
  label,
  shape,
  required,
}: FormPhotoFieldProps<V>) {
  const { field, fieldState } = useController({ control, name: 'image' as Path<V> });
  return (
    <PhotoField
      label={label}
      shape={shape}
      required={required}
      value={field.value ?? ''}
      error={fieldState.error?.message}
      focusRef={field.ref}
      onChange={field.onChange}
    />
  );
}
