import { useEffect, useId, type ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { TranslatableResource } from '../../../shared/schemas/translation.js';
import { OtherLanguages } from '../translations/OtherLanguages.js';
import { fieldsOf, type FormLayout } from './form-fields.js';
import { FormActions } from './FormActions.js';
import formStyles from './Form.module.css';
import type { RecordFormState } from './forms.js';
import { Modal, type ModalSize } from './Modal.js';
import { RecordFields } from './RecordFields.js';

interface RecordFormProps<Values extends FieldValues> {
  title: string;
  /** A modal of this size over the list; without it, a panel beside the list (tags, campaigns). */
  modal?: ModalSize;
  /** Its fields, when they are not those `useRecordForm` was given. */
  layout?: FormLayout;
  /** What `useRecordForm` returned for this form. */
  state: RecordFormState<Values>;
  custom?: Partial<Record<string, ReactNode>>;
  after?: Partial<Record<string, ReactNode>>;
  /** A translated record's kind: editing one shows its other languages under its English description. */
  languages?: TranslatableResource;
  onInput?: Partial<Record<string, (value: string) => void>>;
  /** A panel's save button while adding ('Etiket Ekle'); editing saves with 'Kaydet'. */
  addLabel?: string;
  /** Drawn after the fields (a live preview). */
  children?: ReactNode;
}

/**
 * A back-office record's form: its fields from their descriptors, then why the last save failed
 * and the buttons. In a modal, 'Vazgeç' is always offered; in a panel, it is offered while
 * editing (the panel then goes back to adding), and editing starts in the first field.
 */
export function RecordForm<Values extends FieldValues>({
  title,
  modal,
  state,
  layout = state.layout,
  custom,
  after: given,
  languages,
  onInput,
  addLabel,
  children,
}: RecordFormProps<Values>) {
  const { form, onSubmit, status, close, editing, id } = state;
  const after = languages && id !== null ? { ...given, descriptionEn: <OtherLanguages resource={languages} id={id} /> } : given;
  const titleId = useId();
  const first = fieldsOf(layout)[0]?.name as Path<Values> | undefined;
  const { setFocus } = form;
  useEffect(() => {
    if (!modal && editing && first) setFocus(first);
  }, [modal, editing, first, setFocus]);

  const fields = (
    <>
      <RecordFields
        layout={layout}
        form={form}
        {...(custom ? { custom } : {})}
        {...(after ? { after } : {})}
        {...(onInput ? { onInput } : {})}
      />
      {children}
    </>
  );
  if (modal) {
    return (
      <Modal title={title} size={modal} onClose={close} busy={status.saving}>
        <form className={formStyles.form} onSubmit={onSubmit} noValidate>
          {fields}
          <FormActions {...status} onCancel={close} />
        </form>
      </Modal>
    );
  }
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className={formStyles.panelTitle}>
        {title}
      </h2>
      {fields}
      <FormActions {...status} {...(editing ? { onCancel: close } : {})} submitLabel={editing ? 'Kaydet' : (addLabel ?? 'Kaydet')} />
    </form>
  );
}
