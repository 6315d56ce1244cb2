import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the page is the server's HTML (and during hydration, so it matches), true once
 * React runs it. The menus draw `<details>` that open without scripts until then, and their
 * scripted buttons afterwards (web/components/layout/site-header.tsx).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
