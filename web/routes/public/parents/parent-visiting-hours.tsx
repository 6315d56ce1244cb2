import { schoolIdentity } from '#contracts/school-identity.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Card, CardGrid } from '#web/components/ui/card.tsx';
import { CheckList } from '#web/components/ui/check-list.tsx';
import { KeyFacts } from '#web/components/ui/key-facts.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { pageMeta } from '#web/lib/seo.ts';
import {
  staffAvailability,
  visitingHoursMeta,
  visitingLocation,
  visitingNotice,
} from './parent-visiting-hours-content.ts';
import styles from './parents.module.css';

export const meta = () => pageMeta(visitingHoursMeta);

export default function ParentVisitingHoursPage() {
  const tabs = staffAvailability.map((staff) => ({
    id: staff.id,
    label: staff.tab,
    content: (
      <div className={styles.panelGrid}>
        <div>
          <h3>{staff.title}</h3>
          <p>{staff.description}</p>
          <KeyFacts
            facts={[
              {
                label: 'Visiting hours',
                value: (
                  <>
                    {staff.hours}, <abbr title="Monday to Friday">{staff.days}</abbr>
                  </>
                ),
              },
            ]}
          />
        </div>
        <div className={styles.aside}>
          <h4>Good reasons to visit</h4>
          <CheckList items={staff.topics} compact />
        </div>
      </div>
    ),
  }));

  return (
    <>
      <PageHero
        eyebrow="Parent Corner"
        title="Parent Visiting Hours"
        lead="We are always glad to meet parents. To keep the school day calm for students, meetings with staff take place during the hours below."
        actions={
          <>
            <ButtonLink to="/contact" variant="accent">
              Schedule Appointment
            </ButtonLink>
            <ButtonLink to="/contact" variant="outlineLight">
              Contact Us
            </ButtonLink>
          </>
        }
      />
      <Section title="Who to meet, and when">
        <Tabs tabs={tabs} defaultTabId="principal" label="Staff visiting hours" />
      </Section>
      <Section title="Before you visit" tone="muted">
        <CardGrid minWidth="18rem">
          <Card title="Important Notice">
            <CheckList items={visitingNotice} compact />
          </Card>
          <Card title="Location">
            <p>{visitingLocation.text}</p>
            <p>{visitingLocation.detail}</p>
          </Card>
          <Card title="E-Mail">
            <p>Write to us to book a meeting or ask a question. We reply within one working day.</p>
            <p>
              <a href={`mailto:${schoolIdentity.emails.office}`}>{schoolIdentity.emails.office}</a>
              <br />
              <a href={`mailto:${schoolIdentity.emails.principal}`}>
                {schoolIdentity.emails.principal}
              </a>
            </p>
          </Card>
        </CardGrid>
        <div className={styles.actions}>
          <ButtonLink to="/contact">Schedule Appointment</ButtonLink>
          <ButtonLink to="/contact" variant="secondary">
            Contact Us
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
