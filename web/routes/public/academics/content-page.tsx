import { CtaBanner } from '#web/components/ui/cta-banner.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { Actions, BlockStack } from './content-blocks.tsx';
import type { ContentPageData } from './content-types.ts';
import { FacilitySection } from './facility-section.tsx';

/**
 * The shape shared by the academics and facilities pages: a hero (the page's only h1), a stack
 * of bands described as data in the page's *-content.ts file, and a closing call to action.
 */
export function ContentPage({ page }: { page: ContentPageData }) {
  const { hero, bands, cta } = page;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        image={hero.image}
        actions={hero.actions && <Actions actions={hero.actions} light />}
      />
      {bands.map((band, index) => {
        const tone = band.tone ?? (index % 2 === 1 ? 'muted' : 'plain');
        if ('facility' in band)
          return <FacilitySection key={band.facility.id} data={band.facility} tone={tone} />;
        return (
          <Section
            key={band.id}
            id={band.id}
            eyebrow={band.eyebrow}
            title={band.title}
            intro={band.intro}
            tone={tone}
          >
            <BlockStack blocks={band.blocks} level={2} />
          </Section>
        );
      })}
      {cta && (
        <CtaBanner
          title={cta.title}
          text={cta.text}
          actions={<Actions actions={cta.actions} light />}
        />
      )}
    </>
  );
}
