import type { MetaArgs } from 'react-router';
import { languageOfPath } from '#contracts/languages.ts';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import {
  careersHero,
  careersMeta,
  growthSection,
  howToApply,
  valuesSection,
  whyJoinSection,
} from '#web/features/careers/careers-content.ts';
import { HowToApply } from '#web/features/careers/components/how-to-apply.tsx';
import { IconCards } from '#web/features/careers/components/icon-cards.tsx';
import { pageMeta } from '#web/lib/seo.ts';

export const meta = ({ location }: MetaArgs) =>
  pageMeta({ ...careersMeta, language: languageOfPath(location.pathname) });

export default function CareersPage() {
  return (
    <>
      <PageHero eyebrow={careersHero.eyebrow} title={careersHero.title} lead={careersHero.lead} />
      <Section id="values" title={valuesSection.title} intro={valuesSection.intro} centered>
        <IconCards cards={valuesSection.cards} minWidth="14rem" />
      </Section>
      <Section
        id="growth"
        tone="muted"
        title={growthSection.title}
        intro={growthSection.intro}
        centered
      >
        <IconCards cards={growthSection.cards} />
      </Section>
      <Section id="apply" title={howToApply.title} intro={howToApply.intro} centered>
        <HowToApply />
      </Section>
      <Section
        id="why-join"
        tone="muted"
        title={whyJoinSection.title}
        intro={whyJoinSection.intro}
        centered
      >
        <IconCards cards={whyJoinSection.cards} />
      </Section>
    </>
  );
}
