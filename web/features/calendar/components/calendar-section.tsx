import { Link } from '#web/components/ui/local-link.tsx';
import type { BandTexts } from '#web/components/content/band-view.tsx';
import { Section } from '#web/components/ui/section.tsx';
import type { CalendarData } from '#web/features/calendar/calendar-data.ts';
import { useTranslation } from '#web/i18n/translator.ts';
import { AcademicCalendar } from './academic-calendar.tsx';

/** The month's calendar under the heading of its section of the home page. */
export function CalendarSection({ calendar, band }: { calendar: CalendarData; band: BandTexts }) {
  const { t } = useTranslation();
  return (
    <Section
      id={band.id}
      eyebrow={band.eyebrow}
      title={band.title}
      intro={band.intro}
      tone={band.tone}
    >
      <AcademicCalendar data={calendar} />
      <p style={{ marginTop: 'var(--space-6)' }}>
        <Link to="/school-calendar">{t('calendar.openFull')}</Link>
      </p>
    </Section>
  );
}
