import { ButtonLink } from '#web/components/ui/button.tsx';
import { Card, CardGrid } from '#web/components/ui/card.tsx';
import { CheckList } from '#web/components/ui/check-list.tsx';
import { LocationBlock } from '#web/components/ui/location-block.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { pageMeta } from '#web/lib/seo.ts';
import { directions, locationMeta, visitTips } from './our-location-content.ts';
import styles from './parents.module.css';

export const meta = () => pageMeta(locationMeta);

export default function OurLocationPage() {
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Our Location"
        lead="Our campus is on Ring Road No. 2 in Vidya Nagar, Bilaspur, within easy reach of the railway station and the bus stand."
      />
      <Section title="Address and map">
        <LocationBlock />
      </Section>
      <Section title="How to reach us" tone="muted">
        <CardGrid minWidth="18rem">
          {directions.map((direction) => (
            <Card key={direction.from} title={direction.from} meta={direction.distance}>
              <p>{direction.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section title="When you arrive">
        <div className={styles.prose}>
          <CheckList items={visitTips} />
          <div className={styles.actions}>
            <ButtonLink to="/contact">Book a school tour</ButtonLink>
            <ButtonLink to="/parent-visiting-hours" variant="secondary">
              Parent visiting hours
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
