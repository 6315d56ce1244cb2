import type { MetaArgs } from 'react-router';
import { languageOfPath } from '#contracts/languages.ts';
import { GalleryPage, gallerySeo } from '#web/features/gallery/gallery-page.tsx';
import { paginate } from '#web/lib/paginate.ts';
import { publicContent } from '#web/lib/public-content.ts';
import { schoolOf } from '#web/lib/school.ts';
import { pageMeta } from '#web/lib/seo.ts';
import { translatorFor } from '#web/i18n/translator.ts';
import type { Route } from './+types/gallery';

export const meta = ({ location, matches }: MetaArgs) => {
  const language = languageOfPath(location.pathname);
  const t = translatorFor(language);
  return pageMeta({
    school: schoolOf(matches),
    ...gallerySeo,
    title: t('gallery.title'),
    description: t('gallery.metaDescription'),
    language,
  });
};

export async function loader({ url, context }: Route.LoaderArgs) {
  const posts = await publicContent(context, url).items('gallery');
  return { posts: paginate(posts, url.searchParams) };
}

export default function GalleryRoute({ loaderData }: Route.ComponentProps) {
  return <GalleryPage posts={loaderData.posts} />;
}
