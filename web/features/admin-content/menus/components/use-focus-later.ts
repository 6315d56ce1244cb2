import { useEffect, useRef } from 'react';

/**
 * Moves the focus after the next render: to an element by id, or to the first element a finder
 * returns. A moved, added or removed menu entry is drawn anew, so the focus must follow it or a
 * keyboard user loses their place.
 */
export function useFocusLater() {
  const pending = useRef<() => HTMLElement | null | undefined>(undefined);
  useEffect(() => {
    const find = pending.current;
    pending.current = undefined;
    find?.()?.focus();
  });
  return (find: string | (() => HTMLElement | null | undefined)) => {
    pending.current = typeof find === 'string' ? () => document.getElementById(find) : find;
  };
}

/** In a list entry, the "Move up" or "Move down" button that is still enabled after a move. */
export function moveButtonIn(rowId: string, direction: 'up' | 'down'): HTMLElement | undefined {
  const buttons = [...(document.getElementById(rowId)?.querySelectorAll('button') ?? [])];
  const named = (text: string) =>
    buttons.find((button) => button.textContent?.startsWith(text) && !button.disabled);
  return direction === 'up'
    ? (named('Move up') ?? named('Move down'))
    : (named('Move down') ?? named('Move up'));
}
