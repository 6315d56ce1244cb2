import { MediaSplit } from '#web/components/ui/media-split.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { CardItems } from './content-blocks.tsx';
import type { FacilitySectionData } from './content-types.ts';
import styles from './content-page.module.css';

/**
 * One facility band (IT infrastructure, sports facilities): picture and summary, then a card per
 * feature. The campus page shows several; /it-infrastructure and /sport-facilities show one each.
 */
export function FacilitySection({
  data,
  tone,
}: {
  data: FacilitySectionData;
  tone?: 'plain' | 'muted';
}) {
  return (
    <Section id={data.id} eyebrow={data.eyebrow} title={data.title} intro={data.intro} tone={tone}>
      <div className={styles.stack}>
        <MediaSplit image={data.image}>
          {data.summary.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </MediaSplit>
        <CardItems items={data.features} level={2} />
      </div>
    </Section>
  );
}
