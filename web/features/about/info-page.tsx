import { ButtonLink } from '#web/components/ui/button.tsx';
import { Card, CardGrid, type CardImage } from '#web/components/ui/card.tsx';
import { CheckList } from '#web/components/ui/check-list.tsx';
import { CtaBanner } from '#web/components/ui/cta-banner.tsx';
import { Icon, type IconName } from '#web/components/ui/icon.tsx';
import { MediaSplit } from '#web/components/ui/media-split.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { QuoteList, type Quote } from '#web/components/ui/quote-list.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { Timeline, type TimelineItem } from '#web/components/ui/timeline.tsx';
import styles from './info-page.module.css';
import type { ActionLink, HeroContent, PageSeo } from './types.ts';

export type InfoCard = {
  title: string;
  description: string;
  icon?: IconName;
  meta?: string;
  points?: string[];
};

/** One band of an information page; the page renders them in order, alternating backgrounds. */
export type InfoBlock =
  | { kind: 'prose'; title: string; eyebrow?: string; paragraphs: string[]; image?: CardImage }
  | { kind: 'figures'; title: string; intro?: string; figures: { value: string; label: string }[] }
  | { kind: 'cards'; title: string; intro?: string; cards: InfoCard[]; minWidth?: string }
  | { kind: 'checklist'; title: string; intro?: string; items: string[]; columns?: 1 | 2 }
  | { kind: 'timeline'; title: string; intro?: string; items: TimelineItem[] }
  | { kind: 'quotes'; title: string; intro?: string; quotes: Quote[] };

export type InfoPageContent = {
  seo: PageSeo;
  hero: HeroContent;
  blocks: InfoBlock[];
  cta: { title: string; text: string; actions: ActionLink[] };
};

function BlockBody({ block }: { block: InfoBlock }) {
  switch (block.kind) {
    case 'prose':
      return null;
    case 'figures':
      return (
        <ul className={styles.figures}>
          {block.figures.map((figure) => (
            <li key={figure.label}>
              <span className={styles.figureValue}>{figure.value}</span>
              <span className={styles.figureLabel}>{figure.label}</span>
            </li>
          ))}
        </ul>
      );
    case 'cards':
      return (
        <CardGrid minWidth={block.minWidth ?? '20rem'}>
          {block.cards.map((card) => (
            <Card
              key={card.title}
              title={card.title}
              meta={card.meta}
              icon={card.icon && <Icon name={card.icon} />}
            >
              <p>{card.description}</p>
              {card.points && <CheckList items={card.points} />}
            </Card>
          ))}
        </CardGrid>
      );
    case 'checklist':
      return <CheckList items={block.items} columns={block.columns} />;
    case 'timeline':
      return <Timeline items={block.items} />;
    case 'quotes':
      return <QuoteList quotes={block.quotes} />;
  }
}

/** Information pages made only of data: a hero, bands of prose, figures, cards, lists or quotes, and a call to action. */
export function InfoPage({ content }: { content: InfoPageContent }) {
  const { hero, blocks, cta } = content;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} image={hero.image} />
      {blocks.map((block, index) => {
        const tone = index % 2 === 1 ? 'muted' : 'plain';
        if (block.kind === 'prose') {
          const text = (
            <>
              {block.eyebrow && <span className={styles.eyebrow}>{block.eyebrow}</span>}
              <h2>{block.title}</h2>
              {block.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </>
          );
          return (
            <Section key={block.title} tone={tone}>
              {block.image ? (
                <MediaSplit image={block.image}>{text}</MediaSplit>
              ) : (
                <div className={styles.prose}>{text}</div>
              )}
            </Section>
          );
        }
        return (
          <Section key={block.title} title={block.title} intro={block.intro} tone={tone}>
            <BlockBody block={block} />
          </Section>
        );
      })}
      <CtaBanner
        title={cta.title}
        text={cta.text}
        actions={cta.actions.map((action, index) => (
          <ButtonLink
            key={action.label}
            to={action.to}
            external={action.external}
            variant={action.variant ?? (index === 0 ? 'light' : 'outlineLight')}
          >
            {action.label}
          </ButtonLink>
        ))}
      />
    </>
  );
}
