import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../api/client.js';
import { useResourceList, useSaveRecord, type Resource } from '../api/resource.js';
import { fieldNames, formValues, type FormLayout } from './form-fields.js';
import { askToDiscard, useUnsavedChanges } from './unsaved-changes.js';

/**
 * Validates a form with the same shared schema the server uses (D2): the create schema for a
 * new record, the update schema (which also needs the loaded `version`) for an existing one.
 * `raw` hands over what was typed (e.g. the price as "120,50") instead of the parsed values
 * (kuruş), because the API parses the same text itself.
 */
export function recordResolver<Values extends FieldValues>(create: z.ZodType, update: z.ZodType, editing: boolean): Resolver<Values> {
  const schema = (editing ? update : create) as z.ZodType<FieldValues, FieldValues>;
  return zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<Values>;
}

/**
 * Puts a 400's field messages under the fields they belong to (`tagIds.0` belongs to
 * `tagIds`, `sizes.1.price` is its own) and returns the ones no field on the form shows, to list with the error.
 */
export function placeServerErrors<Values extends FieldValues>(
  error: unknown,
  fieldNames: readonly string[],
  setError: UseFormSetError<Values>,
): string[] {
  if (!(error instanceof ApiError) || !error.body.fields) return [];
  const unplaced: string[] = [];
  let focused = false;
  for (const [path, message] of Object.entries(error.body.fields)) {
    const field = path.split('.')[0] ?? path;
    if (fieldNames.includes(field)) {
      // A list item's own field (`sizes.1.price`) has its input; a list's item (`tagIds.0`) does not.
      const target = /^\w+\.\d+\.\w+$/.test(path) ? path : field;
      setError(target as Path<Values>, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else {
      unplaced.push(path === '_' ? message : `${path}: ${message}`);
    }
  }
  return unplaced;
}

interface ReloadResult<T> {
  data?: T[] | undefined;
}

/**
 * After a 409 `stale`, fetches the record again and hands the fresh copy to `apply` (which
 * resets the form). Until the person asks for it, what they typed stays on screen.
 */
export function useReloadRecord<T extends { id: number }>(
  refetch: () => Promise<ReloadResult<T>>,
  id: number | null,
  apply: (fresh: T) => void,
) {
  const [reloading, setReloading] = useState(false);
  const [gone, setGone] = useState(false);
  const reload = async () => {
    setReloading(true);
    try {
      const { data } = await refetch();
      const fresh = data?.find((record) => record.id === id);
      if (fresh) apply(fresh);
      else setGone(true);
    } finally {
      setReloading(false);
    }
  };
  return { reload, reloading, gone };
}

/** A save mutation of `api/resource.ts` (`useSaveRecord`), as a record form uses it. */
interface SaveMutation<Values> {
  mutate: (variables: { id: number | null; values: Values }, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: unknown;
}

interface RecordFormOptions<T extends { id: number }, Values extends FieldValues> {
  /** The record being edited, or null when adding one. */
  record: T | null;
  create: z.ZodType;
  update: z.ZodType;
  /** The form's fields: its values, a new record's and a loaded one's, come from them. */
  layout: FormLayout;
  /** What a new record starts with besides its fields' blanks (the category the list shows). */
  start?: Partial<Values>;
  save: SaveMutation<Values>;
  /** Refetches the list the record came from. */
  refetch: () => Promise<ReloadResult<T>>;
  onSaved: (values: Values) => void;
  /** Anything else the form keeps that a fresh copy replaces. */
  onReloaded?: (record: T) => void;
  /** Puts the form away (its "Vazgeç", Escape, the backdrop): see `close`. */
  onClose?: () => void;
}

/**
 * What every record form shares: validation with the shared schema (D2), a save whose refusal
 * puts the server's messages under their fields and keeps what was typed (D14), after a
 * 409 `stale` the record loaded again with nothing of the old attempt left over, and changes
 * that are never thrown away without asking: `close` (for the form's "Vazgeç" and its modal's
 * Escape, close button and backdrop) asks first when something was changed, and so do page
 * changes and leaving the site while the form is on screen (unsaved-changes.ts).
 */
export function useRecordForm<T extends { id: number }, Values extends FieldValues>(options: RecordFormOptions<T, Values>) {
  const { record, save } = options;
  const [details, setDetails] = useState<string[]>([]);
  const form = useForm<Values>({
    resolver: recordResolver<Values>(options.create, options.update, record !== null),
    defaultValues: formValues<Values>(options.layout, record, options.start) as DefaultValues<Values>,
  });
  const { reload, reloading, gone } = useReloadRecord(options.refetch, record?.id ?? null, (fresh) => {
    form.reset(formValues<Values>(options.layout, fresh));
    options.onReloaded?.(fresh);
    save.reset();
    setDetails([]);
  });
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { id: record?.id ?? null, values },
      {
        onSuccess: () => options.onSaved(values),
        onError: (error) => setDetails(placeServerErrors(error, fieldNames(options.layout), form.setError)),
      },
    ),
  );
  // Read on every render: react-hook-form works out `isDirty` only for forms that read it.
  const dirty = form.formState.isDirty;
  useUnsavedChanges(dirty);
  const close = () => {
    if (!options.onClose) return;
    if (dirty) askToDiscard(options.onClose);
    else options.onClose();
  };
  // Everything FormActions shows about the save: spread it there.
  const status = { saving: save.isPending, error: save.error, details, onReload: () => void reload(), reloading, gone };
  return { form, onSubmit, status, close, editing: record !== null, id: record?.id ?? null, layout: options.layout };
}

/**
 * What a list page hands a record's form: the record to edit (null to add one), what closes the
 * form, and what it does once the record is saved (with its name, for the notice).
 */
export interface RecordFormProps<T> {
  record: T | null;
  onClose: () => void;
  onSaved: (name: string) => void;
}

/**
 * A kind of record's form, declared once: the collection it saves to and reloads from, the
 * shared schemas that check it (D2), its fields, and the field that names a record ('nameTr').
 */
export interface FormKind {
  resource: Resource;
  create: z.ZodType;
  update: z.ZodType;
  layout: FormLayout;
  name: string;
}

/**
 * useRecordForm for a record of `kind`: saved to its collection, reloaded from its list, and
 * named by its `name` field, trimmed, once saved. `more` adds what a new record starts with
 * and what else the form keeps.
 */
export function useKindForm<T extends { id: number }, Values extends FieldValues>(
  { resource, name, ...form }: FormKind,
  record: T | null,
  events: { onClose: () => void; onSaved: (name: string, values: Values) => void },
  more: Pick<RecordFormOptions<T, Values>, 'start' | 'onReloaded'> = {},
) {
  return useRecordForm<T, Values>({
    ...form,
    ...more,
    record,
    save: useSaveRecord<T, Values>(resource),
    refetch: useResourceList<T>(resource).refetch,
    onSaved: (values) => events.onSaved(String(values[name] ?? '').trim(), values),
    onClose: events.onClose,
  });
}

export type RecordFormState<Values extends FieldValues> = ReturnType<typeof useRecordForm<{ id: number }, Values>>;
