import { useEffect } from 'react';

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`). The scripts load after
 * the first paint (decision 0020), so for a moment the menus and tabs that need JavaScript do
 * nothing; the browser tests wait for this mark before using them (tests/e2e/fixtures.ts).
 */
export function useMarkHydrated(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}
