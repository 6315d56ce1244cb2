import { PrincipalExcerptSection } from '#web/features/about/components/principal-excerpt-section.tsx';
import { CalendarSection } from '#web/features/calendar/components/calendar-section.tsx';
import { ValuesGallerySection } from '#web/features/gallery/components/values-gallery-section.tsx';
import { CampusSliderSection } from '#web/features/home/components/campus-slider-section.tsx';
import { LatestNewsSection } from '#web/features/home/components/latest-news-section.tsx';
import { ProgramsSection } from '#web/features/home/components/programs-section.tsx';
import { TestimonialsSection } from '#web/features/home/components/testimonials-section.tsx';
import { TourBannerSection } from '#web/features/home/components/tour-banner-section.tsx';
import { WelcomeSection } from '#web/features/home/components/welcome-section.tsx';
import { homeSeo } from '#web/features/home/home-content.ts';
import { schoolJsonLd } from '#web/lib/school-json-ld.ts';
import { pageMeta } from '#web/lib/seo.ts';

export const meta = () => [...pageMeta(homeSeo), schoolJsonLd()];

/** The nine home sections, in the original site's order. */
export default function HomeRoute() {
  return (
    <>
      <WelcomeSection />
      <LatestNewsSection />
      <CampusSliderSection />
      <ProgramsSection />
      <TourBannerSection />
      <PrincipalExcerptSection />
      <CalendarSection />
      <TestimonialsSection />
      <ValuesGallerySection />
    </>
  );
}
