import { ButtonLink } from '#web/components/ui/button.tsx';
import { Card, CardGrid } from '#web/components/ui/card.tsx';
import { CheckList } from '#web/components/ui/check-list.tsx';
import { CtaBanner } from '#web/components/ui/cta-banner.tsx';
import { Icon } from '#web/components/ui/icon.tsx';
import { MediaSplit } from '#web/components/ui/media-split.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { whyPage as page } from './why-content.ts';

export function WhyChooseUsPage() {
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        lead={page.hero.lead}
        image={page.hero.image}
      />

      <Section title={page.programTitle} intro={page.programIntro}>
        <Tabs
          label={page.programTitle}
          defaultTabId="tab1"
          tabs={page.tabs.map((tab) => ({
            id: tab.id,
            label: tab.label,
            content: (
              <MediaSplit image={tab.image}>
                <h3>{tab.title}</h3>
                <p>{tab.summary}</p>
                <CheckList items={tab.points} />
              </MediaSplit>
            ),
          }))}
        />
      </Section>

      <Section title={page.featuresTitle} tone="muted" centered>
        <CardGrid minWidth="20rem">
          {page.features.map((feature) => (
            <Card key={feature.title} title={feature.title} icon={<Icon name={feature.icon} />}>
              <p>{feature.description}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <CtaBanner
        title={page.cta.title}
        text={page.cta.text}
        actions={
          <>
            <ButtonLink to="/contact" variant="light">
              Schedule a Visit
            </ButtonLink>
            {page.brochureUrl && (
              <ButtonLink to={page.brochureUrl} external variant="outlineLight">
                Download Brochure
              </ButtonLink>
            )}
          </>
        }
      />
    </>
  );
}
