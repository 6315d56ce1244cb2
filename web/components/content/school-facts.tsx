import { createContext, useContext, type ReactNode } from 'react';
import type { SchoolFacts } from './school-facts-reading.ts';

/**
 * The facts a page shows but does not store, read by the page's loader (school-facts-reading.ts
 * says which and how) and handed to its blocks here.
 */
export type { SchoolFacts };

const SchoolFactsContext = createContext<SchoolFacts>({});

export function SchoolFactsProvider({
  facts,
  children,
}: {
  facts: SchoolFacts;
  children: ReactNode;
}) {
  return <SchoolFactsContext.Provider value={facts}>{children}</SchoolFactsContext.Provider>;
}

export const useSchoolFacts = () => useContext(SchoolFactsContext);
