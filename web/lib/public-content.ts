import { createContext, type RouterContextProvider } from 'react-router';
import { languageOfPath } from '#contracts/languages.ts';
import type { PublicContentReader } from '#contracts/public-content.ts';
import { englishAnswers } from './english-answers.ts';

/** The server's in-process reader, put in every request's load context by entry.server.tsx. */
export const publicContentContext = createContext<PublicContentReader>();

/**
 * The key of the visitor's address (server/lib/client-address.ts), for the lookups limited per
 * address (the TC verification). Only a page that says no-store may depend on it: a cached page
 * is the same for every visitor (server/plugins/web-pages.ts).
 */
export const clientKeyContext = createContext<string>();

/**
 * For a route loader: the reader of this request. On an English page (`url` is the loader's)
 * its answers come without their Hindi, which only the Hindi page shows (english-answers.ts).
 */
export function publicContent(
  context: Readonly<RouterContextProvider>,
  url: URL,
): PublicContentReader {
  const reader = context.get(publicContentContext);
  return languageOfPath(url.pathname) === 'en' ? englishAnswers(reader) : reader;
}

/** For a route loader that answers one visitor (no-store): the key of their address. */
export function clientKey(context: Readonly<RouterContextProvider>): string {
  return context.get(clientKeyContext);
}
