import { schoolIdentity } from '#contracts/school-identity.ts';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { DisclosureTabs } from './components/disclosure-tabs.tsx';

export const mandatoryDisclosureSeo = {
  title: 'Mandatory Disclosure',
  description: `CBSE mandatory public disclosure of ${schoolIdentity.name} (affiliation no. ${schoolIdentity.affiliationNumber}): documents and reports to download, staff, infrastructure and important dates.`,
  path: '/mandatory-disclosure',
};

/** Documents & Reports and School Information, as CBSE requires every affiliated school to publish. */
export function MandatoryDisclosurePage() {
  return (
    <>
      <PageHero
        eyebrow={`${schoolIdentity.board} affiliation no. ${schoolIdentity.affiliationNumber}`}
        title="Mandatory Disclosure"
        lead="The documents, reports and school information CBSE asks every affiliated school to make public."
      />
      <Section>
        <DisclosureTabs />
      </Section>
    </>
  );
}
