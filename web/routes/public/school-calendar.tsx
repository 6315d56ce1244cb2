import { calendarSeo, CalendarPage } from '../../features/calendar/calendar-page.tsx';
import { pageMeta } from '../../lib/seo.ts';

export const meta = () => pageMeta(calendarSeo);

export default function SchoolCalendarRoute() {
  return <CalendarPage />;
}
