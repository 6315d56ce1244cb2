import { createContext, type RouterContextProvider } from 'react-router';
import type { PublicContentReader } from '#contracts/public-content.ts';

/** The server's in-process reader, put in every request's load context by entry.server.tsx. */
export const publicContentContext = createContext<PublicContentReader>();

/**
 * The key of the visitor's address (server/lib/client-address.ts), for the lookups limited per
 * address (the TC verification). Only a page that says no-store may depend on it: a cached page
 * is the same for every visitor (server/plugins/web-pages.ts).
 */
export const clientKeyContext = createContext<string>();

/** For a route loader: the reader of this request. */
export function publicContent(context: Readonly<RouterContextProvider>): PublicContentReader {
  return context.get(publicContentContext);
}

/** For a route loader that answers one visitor (no-store): the key of their address. */
export function clientKey(context: Readonly<RouterContextProvider>): string {
  return context.get(clientKeyContext);
}
