import { ButtonLink } from '#web/components/ui/button.tsx';
import { CtaBanner } from '#web/components/ui/cta-banner.tsx';
import type { HomeText } from '#web/features/home/home-content.ts';

/** Invitation to visit: tours Monday to Saturday, walk-ins welcome. */
export function TourBannerSection({ tourBanner }: { tourBanner: HomeText['tourBanner'] }) {
  return (
    <section aria-label={tourBanner.title}>
      <CtaBanner
        title={tourBanner.title}
        text={tourBanner.text}
        actions={
          <>
            <ButtonLink to="/contact" variant="light">
              Schedule a Visit
            </ButtonLink>
            <ButtonLink to="/contact" variant="outlineLight" aria-label="Book a tour NOW">
              NOW
            </ButtonLink>
          </>
        }
      />
    </section>
  );
}
