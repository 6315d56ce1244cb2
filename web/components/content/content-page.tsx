import type { Page } from '#contracts/content/pages.ts';
import { CtaBanner } from '#web/components/ui/cta-banner.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { BlockActions } from './block-actions.tsx';
import { BlockStack } from './block-view.tsx';
import { SchoolFactsProvider, type SchoolFacts } from './school-facts.tsx';
import { FollowingSections } from './contents-block.tsx';
import styles from './content-blocks.module.css';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/**
 * Every information page: a hero (the page's only h1), its sections on alternating backgrounds,
 * a closing band and the date it last changed. Drawn the same for the public and the preview;
 * `facts` are what blocks show from School information (the Principal's name).
 */
export function ContentPage({ page, facts }: { page: Page; facts: SchoolFacts }) {
  const { hero, sections, cta } = page;
  return (
    <SchoolFactsProvider facts={facts}>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        image={hero.image}
        actions={hero.actions && <BlockActions actions={hero.actions} light />}
      />
      {sections.map((section, index) => (
        <Section
          key={section.id}
          id={section.id}
          eyebrow={section.eyebrow}
          title={section.title}
          intro={section.intro}
          tone={section.tone ?? (index % 2 === 1 ? 'muted' : 'plain')}
        >
          <FollowingSections value={sections.slice(index + 1)}>
            <BlockStack blocks={section.blocks} level={2} />
          </FollowingSections>
        </Section>
      ))}
      {cta && (
        <CtaBanner
          title={cta.title}
          text={cta.text}
          actions={<BlockActions actions={cta.actions} light />}
        />
      )}
      <div className="container">
        <p className={styles.updated}>
          Last updated{' '}
          <time dateTime={page.updatedAt.slice(0, 10)}>
            {dateFormat.format(new Date(page.updatedAt))}
          </time>
        </p>
      </div>
    </SchoolFactsProvider>
  );
}
