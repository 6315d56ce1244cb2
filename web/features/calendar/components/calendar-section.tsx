import { Link } from 'react-router';
import { Section } from '#web/components/ui/section.tsx';
import { AcademicCalendar } from './academic-calendar.tsx';

export function CalendarSection() {
  return (
    <Section
      id="calendar"
      eyebrow="Plan ahead"
      title="Academic Calendar"
      intro="Choose a date to see the school's events and holidays."
    >
      <AcademicCalendar />
      <p style={{ marginTop: 'var(--space-6)' }}>
        <Link to="/school-calendar">Open the full school calendar</Link>
      </p>
    </Section>
  );
}
