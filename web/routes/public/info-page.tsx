import { data, redirect } from 'react-router';
import { languageOfPath, pathInLanguage, pathWithoutLanguage } from '#contracts/languages.ts';
import { homePageSlug, withSchoolName } from '#contracts/content/page-reading.ts';
import { inLanguage } from '#contracts/content/translation.ts';
import { schoolWords } from '#contracts/school-profile.ts';
import { ContentPage } from '#web/components/content/content-page.tsx';
import { useTranslation } from '#web/i18n/translator.ts';
import {
  publishedFactSources,
  readSchoolFacts,
} from '#web/components/content/school-facts-reading.ts';
import { publicContent } from '#web/lib/public-content.ts';
import { schoolOf } from '#web/lib/school.ts';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/info-page';

/**
 * Every information page staff edit (decision 0018), read from the database through the
 * catch-all (web/routes.ts), whichever address it has. An address a page had before answers 301;
 * any other one 404.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  // `url`, not `request.url`: a client navigation asks for `/<slug>.data`, and only `url` has the
  // page's own path (future.v8_passThroughRequests, react-router.config.ts).
  // The Hindi twin (/hi/<slug>) shows the same page (decision 0025).
  const slug = pathWithoutLanguage(url.pathname).slice(1);
  // The home page is the front page, at `/` (routes/public/home.tsx): never a second copy.
  if (slug === homePageSlug) throw redirect(pathInLanguage('/', languageOfPath(url.pathname)), 301);
  const reader = publicContent(context, url);
  const found = /^[a-z0-9_-]+$/.test(slug) ? await reader.page(slug) : undefined;
  if (found && 'movedTo' in found)
    throw redirect(pathInLanguage(`/${found.movedTo}`, languageOfPath(url.pathname)), 301);
  if (!found) throw data('Not found', { status: 404 });
  const facts = await readSchoolFacts(found.page, publishedFactSources(reader, url.searchParams));
  return { page: found.page, facts };
}

export function meta({ data: loaded, location, matches }: Route.MetaArgs) {
  if (!loaded) return [];
  const language = languageOfPath(location.pathname);
  // The Hindi title and description once the page's own texts are all translated.
  const { node: page, complete } = inLanguage(loaded.page, language);
  const { name } = schoolWords(schoolOf(matches), complete ? language : 'en');
  return pageMeta({
    title: withSchoolName(page.title, name),
    description: withSchoolName(page.description, name),
    path: `/${loaded.page.slug}`,
    language,
    school: schoolOf(matches),
  });
}

export default function InfoPageRoute({ loaderData }: Route.ComponentProps) {
  const { language } = useTranslation();
  return <ContentPage page={loaderData.page} facts={loaderData.facts} language={language} />;
}
