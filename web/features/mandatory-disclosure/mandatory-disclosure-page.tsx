import { schoolIdentity } from '#contracts/school-identity.ts';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { DocumentsPanel } from './components/documents-panel.tsx';
import { SchoolInformationPanel } from './components/school-information-panel.tsx';
import styles from './components/mandatory-disclosure.module.css';
import type { DisclosureData } from './disclosure-data.ts';
import { displayDate } from './display-date.ts';
import { lastUpdated } from './school-information-view.ts';

export const mandatoryDisclosureSeo = {
  title: 'Mandatory Disclosure',
  description: `CBSE mandatory public disclosure of ${schoolIdentity.name} (affiliation no. ${schoolIdentity.affiliationNumber}): documents and reports to download, staff, infrastructure and important dates.`,
  path: '/mandatory-disclosure',
};

/** Documents & Reports and School Information, as CBSE requires every affiliated school to publish. */
export function MandatoryDisclosurePage({ page }: { page: DisclosureData }) {
  const updated = lastUpdated(page.information);
  return (
    <>
      <p className={styles.printHeader}>
        <strong>{schoolIdentity.name}</strong>, {schoolIdentity.board} affiliation no.{' '}
        {schoolIdentity.affiliationNumber}: Mandatory Public Disclosure, last updated{' '}
        {displayDate(updated)}. Printed on{' '}
        <time dateTime={page.printedOn}>{displayDate(page.printedOn)}</time>.
      </p>
      <PageHero
        eyebrow={`${schoolIdentity.board} affiliation no. ${schoolIdentity.affiliationNumber}`}
        title="Mandatory Disclosure"
        lead="The documents, reports and school information CBSE asks every affiliated school to make public."
      />
      <Section>
        <nav aria-label="On this page" className={styles.onThisPage}>
          <a href="#documents">Documents &amp; Reports</a>
          <a href="#school-information">School Information</a>
        </nav>
        <DocumentsPanel page={page} />
        <SchoolInformationPanel info={page.information} />
      </Section>
    </>
  );
}
