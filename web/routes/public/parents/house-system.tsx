import { Card, CardGrid } from '#web/components/ui/card.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { HouseCards } from '#web/features/houses/house-cards.tsx';
import { HouseStandings } from '#web/features/houses/house-standings.tsx';
import { houseSession, houses } from '#web/features/houses/houses-content.ts';
import { pageMeta } from '#web/lib/seo.ts';
import { houseSystemHero, houseSystemMeta, howPointsWork } from './house-system-content.ts';

export const meta = () => pageMeta(houseSystemMeta);

export default function HouseSystemPage() {
  return (
    <>
      <PageHero {...houseSystemHero} />
      <Section
        title="Current rankings"
        intro={`House points for session ${houseSession}, highest first. Houses with equal points share a position.`}
      >
        <HouseStandings houses={houses} session={houseSession} />
      </Section>
      <Section
        title="Our four houses"
        tone="muted"
        intro="Open a house to see what its members have achieved this session."
      >
        <HouseCards houses={houses} />
      </Section>
      <Section title="How houses earn points">
        <CardGrid minWidth="15rem">
          {howPointsWork.map((item) => (
            <Card key={item.title} title={item.title}>
              <p>{item.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
