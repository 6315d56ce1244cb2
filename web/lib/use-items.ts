import { useCallback, useEffect, useState } from 'react';

export type ItemsState<T> =
  { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; items: T[] };

/** Loads a list and reloads it on demand (after a create, edit or delete); newest first by sortKey. */
export function useItems<T>(load: () => Promise<T[]>, sortKey?: (item: T) => string) {
  const [state, setState] = useState<ItemsState<T>>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    load().then(
      (items) => {
        if (!live) return;
        const sorted = sortKey
          ? [...items].sort((a, b) => sortKey(b).localeCompare(sortKey(a)))
          : items;
        setState({ status: 'ready', items: sorted });
      },
      (error: unknown) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [load, sortKey, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { state, reload };
}
