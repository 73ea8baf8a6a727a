import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { resourcePath, type Resource } from '../api/resource.js';
import { ConfirmDialog } from './ConfirmDialog.js';
import { scheduleDelete, usePendingDeletes } from './pending-deletes.js';
import { notify } from './toasts.js';

interface ConfirmDeleteOptions<T> {
  /** 'Bu kategoriyi silmek istediğinizden emin misiniz?' */
  question: string;
  nameOf: (record: T) => string;
  /** The notice after the delete; 'Pide silindi.' unless said otherwise. */
  deletedMessage?: (record: T) => string;
  /**
   * The collection, when the delete can be taken back: the record leaves the list at once with
   * "Geri al" in the notice, and the server is asked when the notice goes (pending-deletes.ts).
   * Without it, the delete is sent on confirming and a refusal is shown in the dialog.
   */
  undo?: Resource;
  /** The record has left the page (at once when the delete can be taken back). */
  onRemoved?: (record: T) => void;
  /**
   * Why the server would refuse this delete, when the page already knows (a category that still
   * has products): said at once, in the server's words, instead of a delete that is announced
   * and then fails ten seconds later.
   */
  refusal?: (record: T) => string | null;
}

/**
 * Delete with a question first (D16): `ask(record)` opens the dialog, and nothing is deleted
 * until the person confirms. `hidden` holds the ids whose delete is waiting for its notice to
 * go: the page leaves them out of its list.
 */
export function useConfirmDelete<T extends { id: number }>(
  remove: UseMutationResult<void, Error, number>,
  { question, nameOf, deletedMessage = (record) => `${nameOf(record)} silindi.`, undo, onRemoved, refusal }: ConfirmDeleteOptions<T>,
) {
  const [target, setTarget] = useState<T | null>(null);
  const hidden = usePendingDeletes(undo?.name ?? '');
  const cancel = () => {
    setTarget(null);
    remove.reset();
  };
  const confirm = (record: T) => {
    if (undo) {
      setTarget(null);
      scheduleDelete({
        list: undo.name,
        id: record.id,
        name: nameOf(record),
        message: deletedMessage(record),
        path: resourcePath(undo, `/${record.id}`),
        remove: () => remove.mutateAsync(record.id),
      });
      onRemoved?.(record);
      return;
    }
    remove.mutate(record.id, {
      onSuccess: () => {
        setTarget(null);
        notify.success(deletedMessage(record));
        onRemoved?.(record);
      },
    });
  };
  const dialog = target && (
    <ConfirmDialog
      question={question}
      subject={nameOf(target)}
      busy={remove.isPending && !undo}
      error={undo ? undefined : remove.error}
      onCancel={cancel}
      onConfirm={() => confirm(target)}
    />
  );
  return {
    ask: (record: T) => {
      remove.reset();
      const reason = refusal?.(record);
      if (reason) notify.error(`${nameOf(record)} silinemez. ${reason}`);
      else setTarget(record);
    },
    dialog,
    hidden,
  };
}
