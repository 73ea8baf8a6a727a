import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog.js';

interface ConfirmDeleteOptions<T> {
  /** 'Bu kategoriyi silmek istediğinizden emin misiniz?' */
  question: string;
  nameOf: (record: T) => string;
  /** Said after the delete succeeded. */
  onDeleted?: (record: T) => void;
}

/**
 * Delete with a question first (D16): `ask(record)` opens the dialog, and nothing is deleted
 * until the person confirms. A refusal (e.g. a category that still has products) is shown in
 * the dialog.
 */
export function useConfirmDelete<T extends { id: number }>(
  remove: UseMutationResult<void, Error, number>,
  { question, nameOf, onDeleted }: ConfirmDeleteOptions<T>,
) {
  const [target, setTarget] = useState<T | null>(null);
  const cancel = () => {
    setTarget(null);
    remove.reset();
  };
  const dialog = target && (
    <ConfirmDialog
      question={question}
      subject={nameOf(target)}
      busy={remove.isPending}
      error={remove.error}
      onCancel={cancel}
      onConfirm={() =>
        remove.mutate(target.id, {
          onSuccess: () => {
            setTarget(null);
            onDeleted?.(target);
          },
        })
      }
    />
  );
  return {
    ask: (record: T) => {
      remove.reset();
      setTarget(record);
    },
    dialog,
  };
}
