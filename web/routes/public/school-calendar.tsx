import { calendarSeo, CalendarPage } from '#web/features/calendar/calendar-page.tsx';
import { pageMeta } from '#web/lib/seo.ts';

export const meta = () => pageMeta(calendarSeo);

export default function SchoolCalendarRoute() {
  return <CalendarPage />;
}
