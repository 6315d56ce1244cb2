import { CalendarSection } from './components/calendar-section.tsx';
import { CampusSliderSection } from './components/campus-slider-section.tsx';
import { LatestNewsSection } from './components/latest-news-section.tsx';
import { PrincipalExcerptSection } from './components/principal-excerpt-section.tsx';
import { ProgramsSection } from './components/programs-section.tsx';
import { TestimonialsSection } from './components/testimonials-section.tsx';
import { TourBannerSection } from './components/tour-banner-section.tsx';
import { ValuesGallerySection } from './components/values-gallery-section.tsx';
import { WelcomeSection } from './components/welcome-section.tsx';

/** The nine home sections, in the spec's order. */
export function HomePage() {
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
