import { Link } from 'react-router';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { CardGrid } from '#web/components/ui/card.tsx';
import { CheckList } from '#web/components/ui/check-list.tsx';
import { Icon } from '#web/components/ui/icon.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { QuoteList } from '#web/components/ui/quote-list.tsx';
import { Reveal } from '#web/components/ui/reveal.tsx';
import { Section } from '#web/components/ui/section.tsx';
import styles from './about.module.css';
import { valueEducationPage as page } from './values-content.ts';

export function ValueEducationPage() {
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        lead={page.hero.lead}
        image={page.hero.image}
      />

      <Section title={page.intro.title}>
        <div className={styles.lead}>
          {page.intro.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
          <p>
            <Link to="/school-values">
              Learn more<span className="visually-hidden"> about our five core school values</span>
            </Link>
          </p>
        </div>
      </Section>

      <Section title={page.cardsTitle} tone="muted" centered>
        <CardGrid minWidth="12rem">
          {page.cards.map((card, index) => (
            <Reveal key={card.title} threshold={0.2} index={index}>
              <article
                className={styles.toneCard}
                style={{ '--tone': card.color } as React.CSSProperties}
              >
                <span className={styles.toneIcon}>
                  <Icon name={card.icon} />
                </span>
                <h3>{card.title}</h3>
                <p>{card.description}</p>
              </article>
            </Reveal>
          ))}
        </CardGrid>
      </Section>

      <Section title={page.approach.title} intro={page.approach.intro}>
        <CheckList items={page.approach.points} columns={2} />
      </Section>

      <Section title="A parent's view" tone="muted">
        <QuoteList quotes={[page.testimonial]} />
        <div className={styles.centerBlock}>
          <ButtonLink to="/school-values" variant="secondary">
            Learn more<span className="visually-hidden"> about our school values</span>
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
