import { useState, type DragEvent, type ReactNode } from 'react';
import { dropIndex, slotAt } from './drop-index.ts';
import { ItemButtons, move } from './item-buttons.tsx';
import shared from './admin-content.module.css';
import styles from './sortable-list.module.css';

// A type of its own: text fields take a dragged text/plain entry as typing, this they refuse.
const dragType = 'application/x-admin-list-entry';

type Drag = { from: number; slot: number };

/**
 * An edited list whose entries move by dragging their handle, or by their Move up and Move down
 * buttons (keyboard and touch). Native HTML5 drag events, so the admin bundle takes no library.
 * A line drawn in the gap shows where the entry will land, and a polite status line says where it
 * went. Lists nest (the blocks of a tab inside a section's blocks): a list takes the drags of its
 * own entries and lets the others pass to the list around it.
 */
export function SortableList<T>({
  items,
  itemName,
  itemClassName,
  onChange,
  children,
}: {
  items: readonly T[];
  /** What the entry at an index is called on its buttons and in the status ("block 2 (Heading)"). */
  itemName: (index: number) => string;
  /** The look of an entry (a block's or a section's frame). */
  itemClassName: string | undefined;
  onChange: (items: T[]) => void;
  children: (item: T, index: number) => ReactNode;
}) {
  const [drag, setDrag] = useState<Drag>();
  const [status, setStatus] = useState('');
  const count = items.length;

  const moveEntry = (from: number, to: number) => {
    if (to === from) return;
    onChange(move(items, from, to));
    setStatus(`Moved ${itemName(from)} to position ${to + 1} of ${count}.`);
  };
  const removeEntry = (index: number) => {
    onChange(items.filter((_, i) => i !== index));
    setStatus(`Removed ${itemName(index)}.`);
  };
  // No line where a drop would leave the entry where it is.
  const target = drag && dropIndex(drag.from, drag.slot) !== drag.from ? drag.slot : undefined;

  const startDrag = (event: DragEvent<HTMLElement>, index: number) => {
    event.stopPropagation();
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData(dragType, itemName(index));
    const entry = event.currentTarget.closest('li');
    if (entry) event.dataTransfer.setDragImage(entry, 12, 12);
    setDrag({ from: index, slot: index });
  };
  const overEntry = (event: DragEvent<HTMLLIElement>, index: number) => {
    if (!drag) return;
    event.preventDefault();
    event.stopPropagation();
    event.dataTransfer.dropEffect = 'move';
    const box = event.currentTarget.getBoundingClientRect();
    const slot = slotAt(index, event.clientY, box.top, box.bottom);
    if (slot !== drag.slot) setDrag({ ...drag, slot });
  };
  const drop = (event: DragEvent<HTMLOListElement>) => {
    if (!drag) return;
    event.preventDefault();
    event.stopPropagation();
    setDrag(undefined);
    moveEntry(drag.from, dropIndex(drag.from, drag.slot));
  };

  return (
    <>
      <ol
        className={shared.items}
        // The gaps between entries take the drop too, at the last gap pointed to.
        onDragOver={(event) => drag && event.preventDefault()}
        onDrop={drop}
      >
        {items.map((item, index) => (
          <li
            // Entries have no ids of their own; the index is what the buttons and errors name.
            key={index}
            className={`${itemClassName} ${styles.entry}`}
            data-drop={
              target === index
                ? 'before'
                : target === count && index === count - 1
                  ? 'after'
                  : undefined
            }
            data-dragging={drag?.from === index || undefined}
            onDragOver={(event) => overEntry(event, index)}
          >
            <span
              className={styles.handle}
              draggable
              title={`Drag to move ${itemName(index)}`}
              aria-hidden="true"
              onDragStart={(event) => startDrag(event, index)}
              onDragEnd={() => setDrag(undefined)}
            >
              <svg viewBox="0 0 10 16" width="10" height="16" focusable="false">
                {[3, 8, 13].map((y) => (
                  <g key={y}>
                    <circle cx="2" cy={y} r="1.5" />
                    <circle cx="8" cy={y} r="1.5" />
                  </g>
                ))}
              </svg>
            </span>
            <div className={styles.body}>
              {children(item, index)}
              <ItemButtons
                index={index}
                count={count}
                name={itemName(index)}
                onMove={(to) => moveEntry(index, to)}
                onRemove={() => removeEntry(index)}
              />
            </div>
          </li>
        ))}
      </ol>
      <p role="status" className="visually-hidden">
        {status}
      </p>
    </>
  );
}
