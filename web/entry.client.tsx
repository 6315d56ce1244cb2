import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { addCatalogue } from '#web/i18n/translator.ts';
import { restoreStylesheetLinks } from '#web/lib/inline-stylesheets.ts';

/**
 * A Hindi page fetches the Hindi catalogues (their own chunk, never loaded on English pages) before
 * hydrating, so the first render in the browser says what the server's HTML says (decision 0025).
 */
async function loadPageLanguage(): Promise<void> {
  if (document.documentElement.lang !== 'hi') return;
  addCatalogue('hi', (await import('#web/i18n/hindi-catalogues.ts')).hindi);
}

/**
 * The modules that draw the page's blocks, named by the page (content-page.tsx): fetched before
 * hydrating, like the catalogues, so the first render draws every block the server drew. The
 * page's own script holds the loader already; a page without blocks never fetches it.
 */
async function loadPageBlockViews(): Promise<void> {
  const names = document.querySelector<HTMLElement>('[data-block-views]')?.dataset.blockViews;
  if (!names) return;
  const { loadBlockViews } = await import('#web/components/content/block-view-modules.tsx');
  await loadBlockViews(names.split(' '));
}

restoreStylesheetLinks();
void Promise.all([loadPageLanguage(), loadPageBlockViews()]).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
