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

restoreStylesheetLinks();
void loadPageLanguage().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
