import { ButtonLink } from '#web/components/ui/button.tsx';
import { CheckList } from '#web/components/ui/check-list.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
import { KeyFacts } from '#web/components/ui/key-facts.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { pageMeta } from '#web/lib/seo.ts';
import styles from './parents.module.css';
import {
  prePrimaryDay,
  primaryDay,
  timingMeta,
  timingNotes,
  timings,
  type DayBlock,
} from './school-timing-content.ts';

export const meta = () => pageMeta(timingMeta);

const dayColumns = [
  {
    key: 'time',
    header: 'Time',
    rowHeader: true,
    cell: (block: DayBlock) => <span className={styles.noWrap}>{block.time}</span>,
  },
  { key: 'activity', header: 'Activity', cell: (block: DayBlock) => block.activity },
];

export default function SchoolTimingPage() {
  return (
    <>
      <PageHero
        eyebrow="Student Corner"
        title="School Timing"
        lead="School runs Monday to Friday. Please arrive at least 15 minutes before the start so that every child begins the day calmly."
      />
      <Section title="School hours">
        <KeyFacts facts={timings} />
      </Section>
      <Section
        title="A school day"
        tone="muted"
        intro="The shape of a typical day; the class timetable gives the subjects of each period."
      >
        <div className={styles.panelGrid}>
          <DataTable<DayBlock>
            caption="Pre-Primary day"
            columns={dayColumns}
            rows={prePrimaryDay}
            rowKey={(block) => block.time}
          />
          <DataTable<DayBlock>
            caption="Primary, Middle and Secondary day"
            columns={dayColumns}
            rows={primaryDay}
            rowKey={(block) => block.time}
          />
        </div>
      </Section>
      <Section title="Please remember">
        <div className={styles.prose}>
          <CheckList items={timingNotes} />
          <div className={styles.actions}>
            <ButtonLink to="/attendance-policy">Attendance policy</ButtonLink>
            <ButtonLink to="/transport-facilities" variant="secondary">
              School transport
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
