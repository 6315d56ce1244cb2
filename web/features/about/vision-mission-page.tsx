import { ButtonLink } from '#web/components/ui/button.tsx';
import { CardGrid } from '#web/components/ui/card.tsx';
import { Icon } from '#web/components/ui/icon.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Reveal } from '#web/components/ui/reveal.tsx';
import { Section } from '#web/components/ui/section.tsx';
import styles from './about.module.css';
import pageStyles from './vision-mission.module.css';
import {
  campusLife,
  visionMissionPages,
  visionPrinciples,
  visionQuote,
  type VisionMissionVariant,
} from './vision-mission-content.ts';

/** /our-mission and /our-vision: one page, leading with the mission or with the vision. */
export function VisionMissionPage({ variant }: { variant: VisionMissionVariant }) {
  const page = visionMissionPages[variant];
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        lead={page.hero.lead}
        image={page.hero.image}
      />

      <Section>
        <div className={pageStyles.statements}>
          <article className={`${pageStyles.statement} ${pageStyles.primary}`}>
            <span className={pageStyles.statementIcon}>
              <Icon name={variant === 'mission' ? 'compass' : 'eye'} size={28} />
            </span>
            <h2>{page.primary.title}</h2>
            <p>{page.primary.text}</p>
          </article>
          <article className={pageStyles.statement}>
            <span className={pageStyles.statementIcon}>
              <Icon name={variant === 'mission' ? 'eye' : 'compass'} size={28} />
            </span>
            <h2>{page.secondary.title}</h2>
            <p>{page.secondary.text}</p>
          </article>
        </div>
      </Section>

      <Section title={page.principlesTitle} intro={page.principlesIntro} tone="muted" centered>
        <CardGrid minWidth="15rem">
          {visionPrinciples.map((principle, index) => (
            <Reveal key={principle.title} threshold={0.1} index={index}>
              <article className={styles.toneCard}>
                <span className={styles.toneIcon}>
                  <Icon name={principle.icon} />
                </span>
                <h3>{principle.title}</h3>
                <p>{principle.description}</p>
              </article>
            </Reveal>
          ))}
        </CardGrid>
      </Section>

      <Section tone="brand">
        <figure className={styles.pullQuote}>
          <blockquote>
            <p>“{visionQuote.quote}”</p>
          </blockquote>
          <figcaption>— {visionQuote.attribution}</figcaption>
        </figure>
        <div className={styles.actions}>
          <ButtonLink to="/contact" variant="light">
            Schedule a Visit
          </ButtonLink>
          <ButtonLink to="/our-school" variant="outlineLight">
            Learn More<span className="visually-hidden"> about our school</span>
          </ButtonLink>
        </div>
      </Section>

      <Section title="Campus life" intro="A glimpse of an ordinary school day." centered>
        <ul className={styles.trio}>
          {campusLife.map((item) => (
            <li key={item.caption}>
              <figure>
                <img
                  src={item.image.src}
                  alt={item.image.alt}
                  width={item.image.width}
                  height={item.image.height}
                  loading="lazy"
                  decoding="async"
                />
                <figcaption>{item.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
