import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { SubscribeLinks } from '#web/components/ui/subscribe-links.tsx';
import { useTranslation } from '#web/i18n/translator.ts';
import type { CalendarData } from './calendar-data.ts';
import { AcademicCalendar } from './components/academic-calendar.tsx';

export function CalendarPage({ calendar }: { calendar: CalendarData }) {
  const { t, language } = useTranslation();
  return (
    <>
      <div lang={language}>
        <PageHero
          eyebrow={t('calendar.pageEyebrow')}
          title={t('calendar.title')}
          lead={t('calendar.pageLead')}
        />
      </div>
      <Section title={<span lang={language}>{t('calendar.sectionTitle')}</span>}>
        <AcademicCalendar data={calendar} />
        <SubscribeLinks />
      </Section>
    </>
  );
}
