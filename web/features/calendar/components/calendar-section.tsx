import { Link } from 'react-router';
import { Section } from '#web/components/ui/section.tsx';
import type { CalendarData } from '#web/features/calendar/calendar-data.ts';
import { AcademicCalendar } from './academic-calendar.tsx';

export function CalendarSection({ calendar }: { calendar: CalendarData }) {
  return (
    <Section
      id="calendar"
      eyebrow="Plan ahead"
      title="Academic Calendar"
      intro="Choose a date to see the school's events and holidays."
    >
      <AcademicCalendar data={calendar} />
      <p style={{ marginTop: 'var(--space-6)' }}>
        <Link to="/school-calendar">Open the full school calendar</Link>
      </p>
    </Section>
  );
}
