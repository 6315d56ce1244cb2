import type { MetaArgs } from 'react-router';
import { languageOfPath } from '#contracts/languages.ts';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { NewsList } from '#web/features/news/components/news-list.tsx';
import { useNewsTranslation } from '#web/features/news/messages/news-messages.ts';
import { translatorFor } from '#web/i18n/translator.ts';
import { paginate } from '#web/lib/paginate.ts';
import { publicContent } from '#web/lib/public-content.ts';
import { schoolOf } from '#web/lib/school.ts';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/news';

export const meta = ({ location, matches }: MetaArgs) => {
  const language = languageOfPath(location.pathname);
  const t = translatorFor(language);
  return pageMeta({
    school: schoolOf(matches),
    language,
    title: t('news.title'),
    description: t('news.metaDescription'),
    path: '/news',
  });
};

export async function loader({ url, context }: Route.LoaderArgs) {
  const news = await publicContent(context, url).items('news');
  return { news: paginate(news, url.searchParams) };
}

export default function NewsRoute({ loaderData }: Route.ComponentProps) {
  const { news } = loaderData;
  const { t, language } = useNewsTranslation();
  return (
    <>
      <div lang={language}>
        <PageHero eyebrow={t('news.eyebrow')} title={t('news.title')} lead={t('news.lead')} />
      </div>
      <Section lang={language}>
        <NewsList news={news.items} />
        <Pagination page={news.page} pageCount={news.pageCount} label={t('news.pages')} />
      </Section>
    </>
  );
}
