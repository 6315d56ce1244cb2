import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { RouterContextProvider, ServerRouter, type EntryContext } from 'react-router';
import type { PublicContentReader } from '#contracts/public-content.ts';
import type { PublicForms } from '#contracts/public-forms.ts';
import type { SiteSetup } from '#contracts/site-setup.ts';
import { everyBlockViewModule, loadBlockViews } from './components/content/block-view-modules.tsx';
import { hindi } from './i18n/hindi-catalogues.ts';
import { addCatalogue } from './i18n/translator.ts';
import { clientKeyContext, publicContentContext } from './lib/public-content.ts';
import { publicFormsContext } from './lib/public-forms.ts';
import { siteSetupContext } from './lib/site-setup.ts';
import { setServerOrigin } from './lib/seo.ts';

// The server renders both languages; the browser loads Hindi only on Hindi pages (entry.client).
addCatalogue('hi', hindi);
// Every module that draws a block, so no render waits for one (the browser fetches only those
// of its page: block-view-modules.tsx).
const blockViewsLoaded = loadBlockViews(everyBlockViewModule);

/**
 * Called once by the server (server/plugins/render-page.ts): answers a fresh load context for
 * each request, holding the in-process reader the server gives for that request, the key of the
 * visitor's address, the public forms the pages' actions send to (decision 0026) and the setup
 * of a new site (decision 0027). The context keys live here, in the web app, so the server never
 * needs the router's objects by identity.
 */
export function createLoadContextFactory(publicUrl: string) {
  setServerOrigin(publicUrl);
  return (reader: PublicContentReader, clientKey: string, forms: PublicForms, setup: SiteSetup) => {
    const context = new RouterContextProvider();
    context.set(publicContentContext, reader);
    context.set(clientKeyContext, clientKey);
    context.set(publicFormsContext, forms);
    context.set(siteSetupContext, setup);
    return context;
  };
}

/**
 * The whole document at once, every loader's data included (no streaming): the server caches
 * and compresses the complete page, and hashes its inline scripts for the CSP. The body stays the
 * UTF-8 bytes React wrote: as a JS string a page is two bytes a character (one character beyond
 * Latin-1, the header's "हिन्दी", is enough), large enough for V8's large-object space.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  await blockViewsLoaded;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        headers.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(Buffer.concat(chunks), { status, headers }));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady: () => pipe(sink),
        onShellError: reject,
        onError(error) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
