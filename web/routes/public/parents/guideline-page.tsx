import type { SiteImage } from '#contracts/school-images.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Card, CardGrid } from '#web/components/ui/card.tsx';
import { CheckList } from '#web/components/ui/check-list.tsx';
import { CtaBanner } from '#web/components/ui/cta-banner.tsx';
import { KeyFacts, type KeyFact } from '#web/components/ui/key-facts.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { Steps, type Step } from '#web/components/ui/steps.tsx';

export type PageAction = { label: string; to: string; external?: boolean };

/**
 * The shape shared by the rules, guidelines and withdrawal pages: a hero, optional key facts,
 * groups of points as cards, an optional procedure, and a closing call to action.
 */
export type GuidelinePageContent = {
  hero: { eyebrow: string; title: string; lead: string; image?: SiteImage };
  facts?: { title: string; intro?: string; items: readonly KeyFact[] };
  groups: {
    title: string;
    intro?: string;
    items: readonly { title: string; points: readonly string[] }[];
  };
  steps?: { title: string; intro?: string; items: readonly Step[] };
  closing: { title: string; text: string; actions: readonly PageAction[] };
};

export function GuidelinePage({ content }: { content: GuidelinePageContent }) {
  const { hero, facts, groups, steps, closing } = content;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} image={hero.image} />
      {facts && (
        <Section title={facts.title} intro={facts.intro}>
          <KeyFacts facts={facts.items} />
        </Section>
      )}
      <Section title={groups.title} intro={groups.intro} tone={facts ? 'muted' : 'plain'}>
        <CardGrid minWidth="20rem">
          {groups.items.map((group) => (
            <Card key={group.title} title={group.title}>
              <CheckList items={group.points} />
            </Card>
          ))}
        </CardGrid>
      </Section>
      {steps && (
        <Section title={steps.title} intro={steps.intro}>
          <Steps steps={steps.items} />
        </Section>
      )}
      <CtaBanner
        title={closing.title}
        text={closing.text}
        actions={closing.actions.map((action, index) => (
          <ButtonLink
            key={action.label}
            to={action.to}
            external={action.external}
            variant={index === 0 ? 'light' : 'outlineLight'}
          >
            {action.label}
          </ButtonLink>
        ))}
      />
    </>
  );
}
