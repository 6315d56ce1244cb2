import type { MetaArgs } from 'react-router';
import { languageOfPath } from '#contracts/languages.ts';
import { loadCalendar } from '#web/features/calendar/calendar-data.ts';
import { CalendarPage } from '#web/features/calendar/calendar-page.tsx';
import { publicContent } from '#web/lib/public-content.ts';
import { schoolOf } from '#web/lib/school.ts';
import { pageMeta, translatedMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/school-calendar';

export const meta = ({ location, matches }: MetaArgs) =>
  pageMeta({
    ...translatedMeta('calendar', languageOfPath(location.pathname), schoolOf(matches)),
    path: '/school-calendar',
  });

export async function loader({ url, context }: Route.LoaderArgs) {
  return {
    calendar: await loadCalendar(publicContent(context, url), url.searchParams),
  };
}

export default function SchoolCalendarRoute({ loaderData }: Route.ComponentProps) {
  return <CalendarPage calendar={loaderData.calendar} />;
}
