import type { Block } from '#contracts/content/pages.ts';
import { contentTranslator } from './messages/content-messages.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { CtaBanner } from '#web/components/ui/cta-banner.tsx';
import type { BandTexts } from './band-view.tsx';
import { useContentLanguage } from './content-language.tsx';

type TourBannerBlock = Extract<Block, { type: 'tourBanner' }>;

/** An invitation to visit: the section's title and introduction, and two buttons to the block's link. */
export function TourBannerBand({ band, block }: { band: BandTexts; block: TourBannerBlock }) {
  const t = contentTranslator(useContentLanguage());
  return (
    <section id={band.id} aria-label={band.label}>
      <CtaBanner
        title={band.title}
        text={band.intro}
        actions={
          <>
            <ButtonLink to={block.to} variant="light">
              {t('bands.scheduleVisit')}
            </ButtonLink>
            <ButtonLink to={block.to} variant="outlineLight" aria-label={t('bands.bookTourNow')}>
              {t('bands.now')}
            </ButtonLink>
          </>
        }
      />
    </section>
  );
}
