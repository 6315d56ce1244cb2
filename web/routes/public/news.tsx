import type { MetaArgs } from 'react-router';
import { languageOfPath } from '#contracts/languages.ts';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { NewsList } from '#web/features/news/components/news-list.tsx';
import { paginate } from '#web/lib/paginate.ts';
import { publicContent } from '#web/lib/public-content.ts';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/news';

export const meta = ({ location }: MetaArgs) =>
  pageMeta({
    language: languageOfPath(location.pathname),
    title: 'News',
    description:
      'News from the school: achievements, celebrations, visits and school life, newest first.',
    path: '/news',
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const news = await publicContent(context).news();
  return { news: paginate(news, new URL(request.url).searchParams) };
}

export default function NewsRoute({ loaderData }: Route.ComponentProps) {
  const { news } = loaderData;
  return (
    <>
      <PageHero eyebrow="What's new" title="News" lead="Stories from school life, newest first." />
      <Section>
        <NewsList news={news.items} />
        <Pagination page={news.page} pageCount={news.pageCount} label="News pages" />
      </Section>
    </>
  );
}
