import { createContext, type RouterContextProvider } from 'react-router';
import type { SiteSetup } from '#contracts/site-setup.ts';

/** The server's setup of a new site, put in every request's load context by entry.server.tsx. */
export const siteSetupContext = createContext<SiteSetup>();

/** For the setup screen's loader and action: the setup this server runs (decision 0027). */
export function siteSetup(context: Readonly<RouterContextProvider>): SiteSetup {
  return context.get(siteSetupContext);
}
