import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Calls `close` when the visitor moves to another page, not when the component first appears: a
 * menu opened before the scripts ran is handed over open (desktop-menu.tsx, site-header.tsx), and
 * an effect on mount would close it again.
 */
export function useOnNavigation(close: () => void): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    close();
  }, [pathname, close]);
}
