import type { MetaArgs } from 'react-router';
import { languageOfPath } from '#contracts/languages.ts';
import { GalleryPage, gallerySeo } from '#web/features/gallery/gallery-page.tsx';
import { paginate } from '#web/lib/paginate.ts';
import { publicContent } from '#web/lib/public-content.ts';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/gallery';

export const meta = ({ location }: MetaArgs) =>
  pageMeta({ ...gallerySeo, language: languageOfPath(location.pathname) });

export async function loader({ request, context }: Route.LoaderArgs) {
  const posts = await publicContent(context).posts();
  return { posts: paginate(posts, new URL(request.url).searchParams) };
}

export default function GalleryRoute({ loaderData }: Route.ComponentProps) {
  return <GalleryPage posts={loaderData.posts} />;
}
