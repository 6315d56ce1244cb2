/**
 * Where a dragged entry lands. `slot` is the gap it was dropped in, counted in the list as it
 * was before the drag (0 above the first entry, `count` below the last); the answer is the
 * entry's new index, as `move` (item-buttons.tsx) takes it. The dragged entry leaves its own
 * place first, so a gap below it is one place higher once it is gone.
 */
export function dropIndex(from: number, slot: number): number {
  return slot > from ? slot - 1 : slot;
}

/** The gap a pointer at `y` points to over the entry at `index` spanning `top` to `bottom`. */
export function slotAt(index: number, y: number, top: number, bottom: number): number {
  return y > (top + bottom) / 2 ? index + 1 : index;
}
