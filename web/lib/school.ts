import { useRouteLoaderData } from 'react-router';
import type { SchoolProfile } from '#contracts/school-profile.ts';

type RootData = { school: SchoolProfile | null };

/** What `meta` receives as `matches` (MetaArgs) and `useMatches()` returns, as far as read here. */
type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

/**
 * The school's name, contacts, colours and logo, as its settings say (decision 0027): the root
 * loader reads them for every page (web/root.tsx). Only the setup screen renders before there
 * are any, and it does not ask.
 */
export function useSchool(): SchoolProfile {
  const data = useRouteLoaderData<RootData>('root');
  if (!data?.school) throw new Error('The school is not set up yet.');
  return data.school;
}

/** The school, or null before setup: for the document's frame, which also draws the setup screen. */
export function useSchoolIfSetUp(): SchoolProfile | null {
  return useRouteLoaderData<RootData>('root')?.school ?? null;
}

/** The same for a route's `meta`, which cannot call hooks: read from the matched routes' data. */
export function schoolOf(matches: Matches): SchoolProfile {
  const root = matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
  if (!root?.school) throw new Error('The school is not set up yet.');
  return root.school;
}

/** The same for a `meta` that also serves before setup (the admin's and the error pages' titles). */
export function schoolIfSetUpOf(matches: Matches): SchoolProfile | null {
  const root = matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
  return root?.school ?? null;
}
