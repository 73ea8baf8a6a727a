import type { ReactNode } from 'react';
import { Button } from './Button.js';
import fieldStyles from './Field.module.css';
import styles from './ListItems.module.css';

interface ItemActionsProps {
  /** The item's name for a screen reader: "2. boy". */
  name: string;
  /** Moves the item up (-1) or down (+1); none for a list that keeps its order. */
  move?: { index: number; count: number; to: (index: number) => void } | undefined;
  removeLabel: string;
  onRemove: () => void;
  removeDisabled?: boolean;
}

/**
 * An item's buttons in a form's list of items (a dish's sizes, its option groups): move it up or
 * down and remove it, each named by the item, so a phone's thumb and a keyboard both reach them.
 */
export function ItemActions({ name, move, removeLabel, onRemove, removeDisabled = false }: ItemActionsProps) {
  return (
    <div className={styles.actions}>
      {move && (
        <>
          <Button small disabled={move.index === 0} onClick={() => move.to(move.index - 1)}>
            <span aria-hidden="true">↑</span>
            <span className="sr-only">{name}: yukarı taşı</span>
          </Button>
          <Button small disabled={move.index === move.count - 1} onClick={() => move.to(move.index + 1)}>
            <span aria-hidden="true">↓</span>
            <span className="sr-only">{name}: aşağı taşı</span>
          </Button>
        </>
      )}
      <Button small variant="danger" disabled={removeDisabled} onClick={onRemove}>
        {removeLabel}
        <span className="sr-only">: {name}</span>
      </Button>
    </div>
  );
}

/** A list's end: its message, and the button that adds an item while there is room for one. */
export function ListEnd({
  error,
  canAdd,
  onAdd,
  children,
}: {
  error: string | undefined;
  canAdd: boolean;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <>
      {error && <p className={fieldStyles.error}>{error}</p>}
      {canAdd && (
        <Button small onClick={onAdd}>
          {children}
        </Button>
      )}
    </>
  );
}
