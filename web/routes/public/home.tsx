import { data, type MetaDescriptor } from 'react-router';
import type { Page } from '#contracts/content/pages.ts';
import { homePageSlug, leafBlocksOf, withSchoolName } from '#contracts/content/page-reading.ts';
import { inLanguage } from '#contracts/content/translation.ts';
import { languageOfPath, type Language } from '#contracts/languages.ts';
import type { PublicContentReader } from '#contracts/public-content.ts';
import { schoolProfile, schoolWords } from '#contracts/school-profile.ts';
import type { LiveBands } from '#web/components/content/band-view.tsx';
import { ContentPage } from '#web/components/content/content-page.tsx';
import {
  publishedFactSources,
  readSchoolFacts,
} from '#web/components/content/school-facts-reading.ts';
import { PrincipalExcerptSection } from '#web/features/about/components/principal-excerpt-section.tsx';
import { loadPrincipalExcerpt } from '#web/features/about/principal-excerpt.ts';
import { loadCalendar } from '#web/features/calendar/calendar-data.ts';
import { CalendarSection } from '#web/features/calendar/components/calendar-section.tsx';
import { ValuesGallerySection } from '#web/features/gallery/components/values-gallery-section.tsx';
import {
  LatestNewsSection,
  newsCarousel,
} from '#web/features/home/components/latest-news-section.tsx';
import { useTranslation } from '#web/i18n/translator.ts';
import { publicContent } from '#web/lib/public-content.ts';
import { schoolOf } from '#web/lib/school.ts';
import { schoolJsonLd } from '#web/lib/school-json-ld.ts';
import { websiteJsonLd } from '#web/lib/website-json-ld.ts';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/home';

/** Gallery posts under "Our School Values in Action". */
const valuePostCount = 3;

/** Whether the page holds a band of this type (only then is what it shows read). */
const holds = (page: Page, type: string) => leafBlocksOf(page).some((block) => block.type === type);

/**
 * The school and the site as schema.org data, for search engines. Written by the loader, on the
 * server, not by `meta`: its code would otherwise go to every visitor's browser, whose `meta`
 * only repeats what the server wrote (the home page's JS, `npm run bench`).
 */
async function readStructuredData(
  reader: PublicContentReader,
  language: Language,
): Promise<MetaDescriptor[]> {
  const school = schoolProfile(await reader.school());
  return [schoolJsonLd(school, language), websiteJsonLd(school, language)];
}

/**
 * The home page is the page `home` of the one page model (decision 0018): staff edit, reorder and
 * remove its bands in the Pages tab. What its live bands show (the latest news, the opening of
 * the Principal's letter, the calendar of the address's month or day, the newest gallery posts)
 * is read here, and only for the bands the page holds.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  // `url`, not `request.url`: only `url` has the page's own address and query (info-page.tsx).
  const reader = publicContent(context, url);
  const language = languageOfPath(url.pathname);
  const found = await reader.page(homePageSlug);
  if (!found || !('page' in found)) throw data('Not found', { status: 404 });
  const { page } = found;
  const [facts, news, posts, calendar, principal, structuredData] = await Promise.all([
    readSchoolFacts(page, publishedFactSources(reader, url.searchParams)),
    holds(page, 'latestNews') ? reader.items('news') : undefined,
    holds(page, 'valuesGallery') ? reader.items('gallery', valuePostCount) : undefined,
    holds(page, 'calendar') ? loadCalendar(reader, url.searchParams) : undefined,
    holds(page, 'principalExcerpt') ? loadPrincipalExcerpt(reader, language) : undefined,
    readStructuredData(reader, language),
  ]);
  return {
    page,
    facts,
    news: news?.slice(0, newsCarousel.slideCount),
    posts,
    calendar,
    principal,
    structuredData,
  };
}

export function meta({ data: loaded, location, matches }: Route.MetaArgs) {
  if (!loaded) return [];
  const language = languageOfPath(location.pathname);
  // The Hindi description once the page's own texts are all translated.
  const { node: page, complete } = inLanguage(loaded.page, language);
  const school = schoolOf(matches);
  const { name } = schoolWords(school, complete ? language : 'en');
  return [
    ...pageMeta({
      title: withSchoolName(page.title, name),
      description: withSchoolName(page.description, name),
      path: '/',
      language,
      school,
    }),
    ...loaded.structuredData,
  ];
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { language } = useTranslation();
  const { page, facts, news, posts, calendar, principal } = loaderData;
  const live: LiveBands = {
    latestNews: (band) => news && <LatestNewsSection news={news} band={band} />,
    principalExcerpt: (band) =>
      principal && <PrincipalExcerptSection excerpt={principal} band={band} />,
    calendar: (band) => calendar && <CalendarSection calendar={calendar} band={band} />,
    valuesGallery: (band) => posts && <ValuesGallerySection posts={posts} band={band} />,
  };
  return (
    <ContentPage page={page} facts={facts} language={language} live={live} showUpdated={false} />
  );
}
