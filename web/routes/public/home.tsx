import type { MetaArgs } from 'react-router';
import { languageOfPath } from '#contracts/languages.ts';
import { PrincipalExcerptSection } from '#web/features/about/components/principal-excerpt-section.tsx';
import { loadPrincipalExcerpt } from '#web/features/about/principal-excerpt.ts';
import { loadCalendar } from '#web/features/calendar/calendar-data.ts';
import { CalendarSection } from '#web/features/calendar/components/calendar-section.tsx';
import { ValuesGallerySection } from '#web/features/gallery/components/values-gallery-section.tsx';
import { CampusSliderSection } from '#web/features/home/components/campus-slider-section.tsx';
import { LatestNewsSection } from '#web/features/home/components/latest-news-section.tsx';
import { ProgramsSection } from '#web/features/home/components/programs-section.tsx';
import { TestimonialsSection } from '#web/features/home/components/testimonials-section.tsx';
import { TourBannerSection } from '#web/features/home/components/tour-banner-section.tsx';
import { WelcomeSection } from '#web/features/home/components/welcome-section.tsx';
import { homeSeo, homeText, newsCarousel } from '#web/features/home/home-content.ts';
import { homeTextHi } from '#web/features/home/home-content-hi.ts';
import { schoolWords } from '#contracts/school-settings.ts';
import { translatorFor } from '#web/i18n/translator.ts';
import { publicContent } from '#web/lib/public-content.ts';
import { schoolOf } from '#web/lib/school.ts';
import { schoolJsonLd } from '#web/lib/school-json-ld.ts';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/home';

export const meta = ({ location, matches }: MetaArgs) => {
  const language = languageOfPath(location.pathname);
  const school = schoolOf(matches);
  const { name, city, classes } = schoolWords(school, language);
  const { board, established } = school;
  const description = translatorFor(language)('home.metaDescription', {
    school: name,
    board,
    city,
    classes,
    established,
  });
  return [
    ...pageMeta({ ...homeSeo, description, language, school }),
    schoolJsonLd(school, language),
  ];
};

/** Gallery posts under "Our School Values in Action". */
const valuePostCount = 3;

/**
 * What staff edit on the home page (the latest news, the calendar, gallery posts and the opening
 * of the Principal's letter) and the page's own text.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const reader = publicContent(context);
  const [news, posts, calendar, principal] = await Promise.all([
    reader.news(),
    reader.posts(valuePostCount),
    loadCalendar(reader, new URL(request.url).searchParams),
    loadPrincipalExcerpt(reader, languageOfPath(new URL(request.url).pathname)),
  ]);
  return {
    news: news.slice(0, newsCarousel.slideCount),
    posts,
    calendar,
    principal,
    text: languageOfPath(new URL(request.url).pathname) === 'hi' ? homeTextHi : homeText,
  };
}

/** The nine home sections, in the original site's order. */
export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { text } = loaderData;
  return (
    <>
      <WelcomeSection />
      <LatestNewsSection news={loaderData.news} />
      <CampusSliderSection campusSlides={text.campusSlides} schoolLevels={text.schoolLevels} />
      <ProgramsSection programs={text.programs} />
      <TourBannerSection tourBanner={text.tourBanner} />
      {loaderData.principal && <PrincipalExcerptSection excerpt={loaderData.principal} />}
      <CalendarSection calendar={loaderData.calendar} />
      <TestimonialsSection testimonials={text.testimonials} />
      <ValuesGallerySection posts={loaderData.posts} />
    </>
  );
}
