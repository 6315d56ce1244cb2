import { createContext, useContext, type ReactNode } from 'react';
import type { AchievementsList } from './achievements-list.ts';
import type { UpcomingEvents } from './upcoming-events-block.tsx';

/**
 * Facts a page shows but does not store (decision 0018), read by the page's loader and handed to
 * the blocks here: the Principal's name is School information's principalName, upcoming
 * events come from the events staff publish, and the achievements from those staff add,
 * as the address's filter chooses them.
 */
export type SchoolFacts = {
  principalName?: string;
  upcomingEvents?: UpcomingEvents;
  achievements?: AchievementsList;
};

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
