import { useEffect } from 'react';

/**
 * The server sends each stylesheet inside the page, as `<style data-href>` (decision 0020,
 * server/plugins/first-paint.ts), so a phone paints without waiting for them. React
 * renders them as links: web/entry.client.tsx calls this before hydrating, so the document
 * matches again. The inline copies stay until hydration is over (useDropInlineStylesheets).
 */
export function restoreStylesheetLinks(): void {
  for (const style of document.head.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = style.dataset.href!;
    style.before(link);
  }
}

/**
 * Removes each inline copy once its link has loaded, so the router can later drop a route's
 * styles by removing its link. Removing one while React hydrates the head would pull a node
 * from under its cursor (a hydration error), hence an effect: it runs after hydration.
 */
export function useDropInlineStylesheets(): void {
  useEffect(() => {
    for (const style of document.head.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
      const link = style.previousElementSibling;
      if (!(link instanceof HTMLLinkElement) || link.sheet) style.remove();
      else link.addEventListener('load', () => style.remove(), { once: true });
    }
  }, []);
}
