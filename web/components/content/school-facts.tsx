import { createContext, useContext, type ReactNode } from 'react';
import type { UpcomingEvents } from './upcoming-events-block.tsx';

/**
 * Facts a page shows but does not store (decision 0018), read by the page's loader and handed to
 * the blocks here: the Principal's name is School information's principalName, and upcoming
 * events come from the events staff publish.
 */
export type SchoolFacts = { principalName?: string; upcomingEvents?: UpcomingEvents };

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
