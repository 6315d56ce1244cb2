import { Button } from '#web/components/ui/button.tsx';
import styles from './item-buttons.module.css';

/** The list with the entry at `from` moved to `to`. */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** Up, down and remove buttons for one entry of a list; each names the entry it acts on. */
export function ItemButtons({
  index,
  count,
  name,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  name: string;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  return (
    <div className={styles.itemButtons}>
      <Button
        size="small"
        variant="secondary"
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        Move up<span className="visually-hidden"> {name}</span>
      </Button>
      <Button
        size="small"
        variant="secondary"
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        Move down<span className="visually-hidden"> {name}</span>
      </Button>
      <Button size="small" variant="danger" onClick={onRemove}>
        Remove<span className="visually-hidden"> {name}</span>
      </Button>
    </div>
  );
}
