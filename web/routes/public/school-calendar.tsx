import type { MetaArgs } from 'react-router';
import { languageOfPath } from '#contracts/languages.ts';
import { loadCalendar } from '#web/features/calendar/calendar-data.ts';
import { calendarSeo, CalendarPage } from '#web/features/calendar/calendar-page.tsx';
import { publicContent } from '#web/lib/public-content.ts';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/school-calendar';

export const meta = ({ location }: MetaArgs) =>
  pageMeta({ ...calendarSeo, language: languageOfPath(location.pathname) });

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    calendar: await loadCalendar(publicContent(context), new URL(request.url).searchParams),
  };
}

export default function SchoolCalendarRoute({ loaderData }: Route.ComponentProps) {
  return <CalendarPage calendar={loaderData.calendar} />;
}
