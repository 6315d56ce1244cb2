import { Accordion } from '#web/components/ui/accordion.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { CheckList } from '#web/components/ui/check-list.tsx';
import { CtaBanner } from '#web/components/ui/cta-banner.tsx';
import { Icon } from '#web/components/ui/icon.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { QuoteList } from '#web/components/ui/quote-list.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { schoolValuesPage as page } from './values-content.ts';
import styles from './values.module.css';

export function SchoolValuesPage() {
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        lead={page.hero.lead}
        image={page.hero.image}
      />

      <Section title={page.coreValuesTitle} intro={page.coreValuesIntro} centered>
        <div className={styles.accordion}>
          <Accordion
            items={page.coreValues.map((value) => ({
              id: value.id,
              title: (
                <span className={styles.valueTitle}>
                  <span className={styles.valueIcon}>
                    <Icon name={value.icon} size={22} />
                  </span>
                  {value.title}
                </span>
              ),
              content: (
                <>
                  <p>{value.description}</p>
                  <p className={styles.examplesLabel}>In practice:</p>
                  <CheckList items={value.examples} />
                </>
              ),
            }))}
          />
        </div>
      </Section>

      <Section title={page.testimonialsTitle} tone="muted">
        <QuoteList quotes={page.testimonials} />
      </Section>

      <CtaBanner
        title={page.cta.title}
        text={page.cta.text}
        actions={
          <ButtonLink to="/contact" variant="light">
            Schedule a Visit
          </ButtonLink>
        }
      />
    </>
  );
}
