import { useState } from 'react';
import { notify } from './toasts.js';

/**
 * A list page's record open in its form (a modal): which one (`'new'` for one being added), and
 * what the form is told to do when it closes, and when it has saved (close, and say so).
 */
export function useEditing<T>(savedMessage: (name: string) => string = (name) => `${name} kaydedildi.`) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  return {
    editing,
    setEditing,
    /** The record the form edits: null for a new one. */
    record: editing === 'new' ? null : editing,
    formEvents: {
      onClose: () => setEditing(null),
      onSaved: (name: string) => {
        setEditing(null);
        notify.success(savedMessage(name));
      },
    },
  };
}

/**
 * The record in a form that stands beside its list (FormBesideList): null while adding. Each
 * call to `edit`, a save included, starts the form afresh (`formKey`), so the next record to
 * add starts from a clean form.
 */
export function usePanelEditing<T extends { id: number }>() {
  const [editing, setEditing] = useState<T | null>(null);
  const [count, setCount] = useState(0);
  const edit = (record: T | null) => {
    setEditing(record);
    setCount((key) => key + 1);
  };
  return { editing, edit, formKey: `${editing?.id ?? 'new'}-${count}` };
}
