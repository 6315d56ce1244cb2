import { ButtonLink } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { CtaBanner } from '#web/components/ui/cta-banner.tsx';
import { Letter } from '#web/components/ui/letter.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { Timeline } from '#web/components/ui/timeline.tsx';
import styles from './about.module.css';
import type { LeaderMessage } from './leader-message-content.ts';

/** Director's and Chairperson's messages: a letter, two cards, the school's timeline and a call to visit. */
export function LeaderMessagePage({ message }: { message: LeaderMessage }) {
  return (
    <>
      <PageHero
        eyebrow={message.hero.eyebrow}
        title={message.hero.title}
        lead={message.hero.lead}
      />

      <Section title={message.letterTitle}>
        <Letter letter={message.letter} portrait={message.portrait} />
      </Section>

      <Section title="Who we are" tone="muted">
        <div className={styles.pair}>
          {message.cards.map((card) => (
            <Card key={card.title} title={card.title} image={card.image}>
              <p>{card.text}</p>
            </Card>
          ))}
        </div>
      </Section>

      <Section title={message.timeline.title} intro={message.timeline.intro}>
        <Timeline items={message.timeline.items} />
      </Section>

      <CtaBanner
        title={message.cta.title}
        text={message.cta.text}
        actions={
          <>
            <ButtonLink to="/contact" variant="light">
              Schedule a Visit
            </ButtonLink>
            <ButtonLink to="/contact" variant="outlineLight">
              Contact Us
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
