import { data, type MetaArgs } from 'react-router';
import { languageOfPath } from '#contracts/languages.ts';
import type { SearchAnswer } from '#contracts/search.ts';
import { searchQueryMaxLength } from '#contracts/search-limits.ts';
import { Link } from '#web/components/ui/local-link.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { SearchFilters } from '#web/features/search/components/search-filters.tsx';
import { SearchPages } from '#web/features/search/components/search-pages.tsx';
import { SearchResults } from '#web/features/search/components/search-results.tsx';
import styles from '#web/features/search/components/search.module.css';
import { useSearchTranslation } from '#web/features/search/messages/search-messages.ts';
import { searchParamsOf } from '#web/features/search/search-params.ts';
import { translatorFor } from '#web/i18n/translator.ts';
import { clientKey, publicContent } from '#web/lib/public-content.ts';
import { schoolOf } from '#web/lib/school.ts';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/search';

/** Results are one visitor's question: kept out of search engines' indexes and the sitemap. */
export const meta = ({ location, matches }: MetaArgs) => {
  const language = languageOfPath(location.pathname);
  const t = translatorFor(language);
  return [
    ...pageMeta({
      school: schoolOf(matches),
      language,
      title: t('search.title'),
      description: t('search.metaDescription'),
      path: '/search',
    }),
    { name: 'robots', content: 'noindex' },
  ];
};

/** No sitemap entry (server/plugins/render-page.ts): a search is no page of its own. */
export const handle = { unlisted: true };

/** The main sections a search that found nothing points to. */
const sections = [
  { key: 'notices', path: '/news-events' },
  { key: 'news', path: '/news' },
  { key: 'calendar', path: '/school-calendar' },
  { key: 'contact', path: '/contact' },
] as const;

type Problem = 'tooLong' | 'refused' | null;

/**
 * The search page (docs/decisions/0028): the question in the address (`?q=`, a GET form that
 * works without scripts), answered by the same search and per-address limit as GET /api/search.
 * Never cached (server/plugins/web-pages.ts reads the no-store): it answers one visitor.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const language = languageOfPath(url.pathname);
  const { request: asked, tooLong } = searchParamsOf(url.searchParams, language);
  const noStore = { 'Cache-Control': 'no-store' };
  const outcome = await publicContent(context, url).search({
    ...asked,
    clientKey: clientKey(context),
  });
  if (outcome.outcome === 'refused')
    return data(
      { asked, answer: null, problem: 'refused' as Problem },
      { status: 429, headers: { ...noStore, 'Retry-After': String(outcome.retryAfterSeconds) } },
    );
  const problem: Problem = tooLong ? 'tooLong' : null;
  return data(
    { asked, answer: outcome.answer as SearchAnswer | null, problem },
    { status: tooLong ? 400 : 200, headers: noStore },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const { asked, answer, problem } = loaderData;
  const { t, language, localPath } = useSearchTranslation();
  const asking = asked.q.trim() !== '' && answer?.message === null;
  return (
    <div lang={language}>
      <PageHero eyebrow={t('search.eyebrow')} title={t('search.title')} lead={t('search.lead')} />
      <Section>
        <form role="search" method="get" action={localPath('/search')} className={styles.form}>
          <label htmlFor="search-field" className="visually-hidden">
            {t('search.fieldLabel')}
          </label>
          <input
            id="search-field"
            className={styles.field}
            type="search"
            name="q"
            defaultValue={asked.q}
            maxLength={searchQueryMaxLength}
            placeholder={t('search.placeholder')}
          />
          <button type="submit" className={styles.submit}>
            {t('search.submit')}
          </button>
        </form>
        <div role="status" className={styles.status}>
          {problem === 'refused' && t('search.refused')}
          {problem === 'tooLong' && t('search.tooLong', { max: searchQueryMaxLength })}
          {!problem && !asking && t('search.emptyQuery')}
          {answer && asking && answer.correctedQuery && (
            <p>{t('search.correctedFrom', { typed: asked.q, corrected: answer.correctedQuery })}</p>
          )}
          {answer && asking && answer.total > 0 && (
            <p>
              {t(answer.moreThanTotal ? 'search.resultsMoreThan' : 'search.resultsFor', {
                query: answer.correctedQuery ?? asked.q,
                count: answer.total,
              })}
            </p>
          )}
        </div>
        {answer && asking && answer.total === 0 && (
          <div>
            <p>{t('search.noResults', { query: asked.q })}</p>
            <p>{t('search.noResultsHint')}</p>
            <ul className={styles.sections}>
              {sections.map((section) => (
                <li key={section.key}>
                  <Link to={section.path} className={styles.choice}>
                    {t(`search.sections.${section.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
        {answer && asking && (answer.total > 0 || asked.kind || asked.year) && (
          <SearchFilters asked={asked} answer={answer} />
        )}
        {answer && asking && answer.total > 0 && (
          <>
            <SearchResults answer={answer} />
            <SearchPages asked={asked} answer={answer} />
          </>
        )}
      </Section>
    </div>
  );
}
