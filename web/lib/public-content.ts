import { createContext, type RouterContextProvider } from 'react-router';
import type { PublicContentReader } from '#contracts/public-content.ts';

/** The server's in-process reader, put in every request's load context by entry.server.tsx. */
export const publicContentContext = createContext<PublicContentReader>();

/** For a route loader: the reader of this request. */
export function publicContent(context: Readonly<RouterContextProvider>): PublicContentReader {
  return context.get(publicContentContext);
}
