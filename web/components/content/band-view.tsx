import { createContext, useContext, type ReactNode } from 'react';
import type { Block, BandBlockType } from '#contracts/content/pages.ts';
import type { LiveBlockType } from '#contracts/content/page-reading.ts';
import { inLanguage } from '#contracts/content/translation.ts';
import { contentTranslator } from './messages/content-messages.ts';
import { Section } from '#web/components/ui/section.tsx';
import { InEnglish, useContentLanguage } from './content-language.tsx';
import { TestimonialsBand } from './testimonials-band.tsx';
import { TourBannerBand } from './tour-banner-band.tsx';
import styles from './content-blocks.module.css';

/** A band's section: where it is, its background, and its heading in the reader's language. */
export type BandTexts = {
  id: string;
  tone: 'plain' | 'muted' | 'brand';
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  /** The title as plain words, where a name is wanted (a landmark's label). */
  label: string;
};

/**
 * How the live bands are drawn, given by the page's route, which reads what they show (the
 * latest news, the calendar…) and owns the components that show it: web/components/ imports no
 * feature (eslint.config.js). Without them (the draft preview) a band says what it will show.
 */
export type LiveBands = Partial<Record<LiveBlockType, (band: BandTexts) => ReactNode>>;

const LiveBandsContext = createContext<LiveBands | undefined>(undefined);
export const LiveBandsProvider = LiveBandsContext.Provider;

const previewKeys: Record<LiveBlockType, string> = {
  latestNews: 'bands.previewLatestNews',
  principalExcerpt: 'bands.previewPrincipalExcerpt',
  calendar: 'bands.previewCalendar',
  valuesGallery: 'bands.previewValuesGallery',
};

type BandBlock = Extract<Block, { type: BandBlockType }>;

/**
 * A section that is one band (contracts/content/pages.ts, bandBlockSchemas), drawn whole by its
 * block with the section's texts as its heading; the block's own texts in the page's language,
 * or in English (marked) while its Hindi is incomplete.
 */
export function BandView({ band, block }: { band: BandTexts; block: BandBlock }) {
  const live = useContext(LiveBandsContext);
  const language = useContentLanguage();
  const t = contentTranslator(language);
  const { node, complete } = inLanguage<BandBlock>(block, language);
  switch (node.type) {
    case 'tourBanner':
      return <TourBannerBand band={band} block={node} />;
    case 'testimonials':
      return (
        <InEnglish when={!complete}>
          <TestimonialsBand band={band} block={node} />
        </InEnglish>
      );
    default: {
      if (live) return live[node.type]?.(band) ?? null;
      return (
        <Section
          id={band.id}
          eyebrow={band.eyebrow}
          title={band.title}
          intro={band.intro}
          tone={band.tone}
        >
          <p className={styles.livePreview}>{t(previewKeys[node.type])}</p>
        </Section>
      );
    }
  }
}
