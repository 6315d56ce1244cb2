import { ButtonLink } from '#web/components/ui/button.tsx';
import { CtaBanner } from '#web/components/ui/cta-banner.tsx';
import type { HomeText } from '#web/features/home/home-content.ts';
import { useHomeTranslation } from '#web/features/home/messages/home-messages.ts';

/** Invitation to visit: tours Monday to Saturday, walk-ins welcome. */
export function TourBannerSection({ tourBanner }: { tourBanner: HomeText['tourBanner'] }) {
  const { t, language } = useHomeTranslation();
  return (
    <section aria-label={tourBanner.title} lang={language}>
      <CtaBanner
        title={tourBanner.title}
        text={tourBanner.text}
        actions={
          <>
            <ButtonLink to="/contact" variant="light">
              {t('home.scheduleVisit')}
            </ButtonLink>
            <ButtonLink to="/contact" variant="outlineLight" aria-label={t('home.bookTourNow')}>
              {t('home.now')}
            </ButtonLink>
          </>
        }
      />
    </section>
  );
}
