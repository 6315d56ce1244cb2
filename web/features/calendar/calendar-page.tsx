import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { SubscribeLinks } from '#web/components/ui/subscribe-links.tsx';
import type { CalendarData } from './calendar-data.ts';
import { AcademicCalendar } from './components/academic-calendar.tsx';

export const calendarSeo = {
  title: 'School Calendar',
  description:
    'The academic calendar: school events and holidays day by day, with a feed to add them to your own calendar app.',
  path: '/school-calendar',
};

export function CalendarPage({ calendar }: { calendar: CalendarData }) {
  return (
    <>
      <PageHero
        eyebrow="Academic year"
        title="School Calendar"
        lead="Events and holidays day by day. Choose a date to see what is happening."
      />
      <Section title="Academic Calendar">
        <AcademicCalendar data={calendar} />
        <SubscribeLinks />
      </Section>
    </>
  );
}
