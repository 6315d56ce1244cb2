import { ButtonLink } from '#web/components/ui/button.tsx';
import { CheckList } from '#web/components/ui/check-list.tsx';
import { KeyFacts } from '#web/components/ui/key-facts.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { pageMeta } from '#web/lib/seo.ts';
import { attendanceFacts, attendanceMeta, attendancePanels } from './attendance-policy-content.ts';
import styles from './parents.module.css';

export const meta = () => pageMeta(attendanceMeta);

export default function AttendancePolicyPage() {
  const tabs = attendancePanels.map((panel) => ({
    id: panel.id,
    label: panel.label,
    content: (
      <div className={styles.prose}>
        <h3>{panel.title}</h3>
        {panel.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 30)}>{paragraph}</p>
        ))}
        <CheckList items={panel.points} />
      </div>
    ),
  }));

  return (
    <>
      <PageHero
        eyebrow="Student Corner"
        title="Attendance Policy"
        lead="Learning builds day by day. Our attendance policy explains what we expect and how to tell us when your child cannot come to school."
      />
      <Section title="The key points">
        <KeyFacts facts={attendanceFacts} />
      </Section>
      <Section title="Our policy" tone="muted">
        <Tabs tabs={tabs} defaultTabId="general" label="Attendance policy" />
        <div className={styles.actions}>
          <ButtonLink to="/school-timing">School timing</ButtonLink>
          <ButtonLink to="/contact" variant="secondary">
            Report an absence
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
