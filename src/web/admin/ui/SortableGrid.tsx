import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import styles from './SortableGrid.module.css';

interface SortableGridProps<T extends { id: number }> {
  items: T[];
  /** The name a person knows the item by: 'Pide'. */
  labelOf: (item: T) => string;
  /** Called after a drop with the items in their new order. */
  onReorder: (ordered: T[]) => void;
  /** Renders one card; `handle` is the drag button to place on it. */
  renderItem: (item: T, handle: ReactNode) => ReactNode;
  disabled?: boolean;
  label: string;
  /** The page's own layout of the list, beside the grid's (the products' compact list on a phone). */
  className?: string;
}

/**
 * A card grid (cards at least 300px wide) reordered by dragging a handle with a mouse, a
 * finger or the keyboard (Space or Enter, arrow keys, Space or Enter again), with what happens
 * announced in Turkish.
 */
export function SortableGrid<T extends { id: number }>({
  items,
  labelOf,
  onReorder,
  renderItem,
  disabled = false,
  label,
  className,
}: SortableGridProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const nameOf = (id: UniqueIdentifier) => {
    const item = items.find((candidate) => candidate.id === id);
    return item ? labelOf(item) : '';
  };
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) => `${nameOf(active.id)} taşınmak üzere tutuldu. Konumu ${positionOf(active.id)} / ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} ${positionOf(over.id)}. konumun üzerinde.` : `${nameOf(active.id)} artık bir konumun üzerinde değil.`,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} ${positionOf(over.id)}. konuma bırakıldı.` : `${nameOf(active.id)} bırakıldı.`,
    onDragCancel: ({ active }) => `Taşıma iptal edildi. ${nameOf(active.id)} eski yerinde.`,
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(items, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'Taşımak için boşluk veya Enter tuşuna basın. Taşırken ok tuşlarıyla yer değiştirin; bırakmak için yeniden boşluk veya Enter, vazgeçmek için Escape tuşuna basın.',
        },
      }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy} disabled={disabled}>
        <ul className={`${styles.grid} ${className ?? ''}`} aria-label={label}>
          {items.map((item) => (
            <SortableCard key={item.id} id={item.id} label={labelOf(item)} disabled={disabled}>
              {(handle) => renderItem(item, handle)}
            </SortableCard>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

interface SortableCardProps {
  id: number;
  label: string;
  disabled: boolean;
  children: (handle: ReactNode) => ReactNode;
}

function SortableCard({ id, label, disabled, children }: SortableCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  // No `disabled` attribute while a new order saves: it would take keyboard focus off the
  // handle that was just used. The sortable itself is disabled and says so (aria-disabled).
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className={styles.handle}
      {...attributes}
      {...listeners}
      aria-label={`Sırala: ${label}`}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      className={`${styles.item} ${isDragging ? styles.dragging : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children(handle)}
    </li>
  );
}
