import { ButtonLink } from '#web/components/ui/button.tsx';
import { Card, CardGrid } from '#web/components/ui/card.tsx';
import { CheckList } from '#web/components/ui/check-list.tsx';
import { CtaBanner } from '#web/components/ui/cta-banner.tsx';
import { Icon } from '#web/components/ui/icon.tsx';
import { MediaSplit } from '#web/components/ui/media-split.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { StatStrip } from '#web/components/ui/stat-strip.tsx';
import { aboutContent, type AboutContent, type AboutSection } from './about-content.ts';
import styles from './about.module.css';
import type { HeroContent } from './types.ts';

function StorySection({
  section,
  tone,
  reverse,
}: {
  section: AboutSection;
  tone?: 'muted';
  reverse?: boolean;
}) {
  return (
    <Section tone={tone}>
      <MediaSplit image={section.image} reverse={reverse}>
        <span className={styles.eyebrow}>{section.eyebrow}</span>
        <h2>{section.title}</h2>
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
        {section.points && <CheckList items={section.points} />}
      </MediaSplit>
    </Section>
  );
}

/** The About page; /our-school and the overview page show it under their own hero. */
export function AboutPage({
  hero,
  content = aboutContent,
}: {
  hero: HeroContent;
  content?: AboutContent;
}) {
  const { estQuote, quickFacts, legacy, infrastructure, approach, stats, visit } = content;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} image={hero.image} />

      <Section title="The school at a glance" centered>
        <figure className={styles.estQuote}>
          <span className={styles.badge}>{estQuote.badge}</span>
          <blockquote>
            <p>“{estQuote.quote}”</p>
          </blockquote>
          <figcaption>— {estQuote.attribution}</figcaption>
        </figure>
        <CardGrid minWidth="15rem">
          {quickFacts.map((fact) => (
            <Card key={fact.title} title={fact.title} icon={<Icon name={fact.icon} />}>
              <p>{fact.description}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <StorySection section={legacy} tone="muted" />
      <StorySection section={infrastructure} reverse />

      <Section
        title={approach.title}
        eyebrow={approach.eyebrow}
        intro={approach.intro}
        tone="muted"
      >
        <div className={styles.programmes}>
          {approach.programmes.map((programme) => (
            <article key={programme.name} className={styles.programme}>
              <div className={styles.programmeHead}>
                <span className={styles.programmeIcon}>
                  <Icon name={programme.icon} size={28} />
                </span>
                <div>
                  <h3>{programme.name}</h3>
                  <span className={styles.focus}>{programme.focus}</span>
                </div>
              </div>
              <p>{programme.description}</p>
              <CheckList items={programme.points} />
            </article>
          ))}
        </div>
      </Section>

      <Section title="Our school in numbers" tone="brand" centered>
        <StatStrip stats={stats} />
      </Section>

      <CtaBanner
        title={visit.title}
        text={visit.text}
        actions={
          <ButtonLink to="/contact" variant="light">
            {visit.button}
          </ButtonLink>
        }
      />
    </>
  );
}
