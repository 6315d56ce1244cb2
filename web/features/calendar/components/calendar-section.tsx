import { Link } from '#web/components/ui/local-link.tsx';
import { Section } from '#web/components/ui/section.tsx';
import type { CalendarData } from '#web/features/calendar/calendar-data.ts';
import { useTranslation } from '#web/i18n/translator.ts';
import { AcademicCalendar } from './academic-calendar.tsx';

export function CalendarSection({ calendar }: { calendar: CalendarData }) {
  const { t, language } = useTranslation();
  return (
    <Section
      id="calendar"
      lang={language}
      eyebrow={t('calendar.sectionEyebrow')}
      title={t('calendar.sectionTitle')}
      intro={t('calendar.sectionIntro')}
    >
      <AcademicCalendar data={calendar} />
      <p style={{ marginTop: 'var(--space-6)' }}>
        <Link to="/school-calendar">{t('calendar.openFull')}</Link>
      </p>
    </Section>
  );
}
