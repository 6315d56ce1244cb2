import { createContext, useContext, type ReactNode } from 'react';

/**
 * Facts a page shows but does not store (decision 0018): the Principal's name is School
 * information's principalName, read by the page's loader and handed to the blocks here.
 */
export type SchoolFacts = { principalName?: string };

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
