import { useRouteLoaderData } from 'react-router';
import type { SchoolProfile } from '#contracts/school-settings.ts';

type RootData = { school: SchoolProfile | null };

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
// Any route's `MetaArgs['matches']`: typed per route, each with the id and the data it needs here.
export function schoolOf(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
): SchoolProfile {
  const root = matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
  if (!root?.school) throw new Error('The school is not set up yet.');
  return root.school;
}
