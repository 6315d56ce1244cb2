import type { MetaArgs } from 'react-router';
import { languageOfPath } from '#contracts/languages.ts';
import { Link } from '#web/components/ui/local-link.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { PostGallery } from '#web/features/gallery/components/post-gallery.tsx';
import { useGalleryTranslation } from '#web/features/gallery/messages/gallery-messages.ts';
import { NewsEventsPage, newsEventsSeo } from '#web/features/news-events/news-events-page.tsx';
import { loadNotifications } from '#web/features/news-events/notifications-data.ts';
import { itemsPerPage } from '#web/lib/paginate.ts';
import { publicContent } from '#web/lib/public-content.ts';
import { schoolOf } from '#web/lib/school.ts';
import { pageMeta } from '#web/lib/seo.ts';
import { translatorFor } from '#web/i18n/translator.ts';
import type { Route } from './+types/news-events';

// Served at /news-events, /school-notifications and /school-notification; the canonical URL
// is /news-events for all three so search engines see one page.
export const meta = ({ location, matches }: MetaArgs) => {
  const language = languageOfPath(location.pathname);
  const t = translatorFor(language);
  return pageMeta({
    school: schoolOf(matches),
    ...newsEventsSeo,
    title: t('newsEvents.title'),
    description: t('newsEvents.metaDescription'),
    language,
  });
};

export async function loader({ url, context }: Route.LoaderArgs) {
  const reader = publicContent(context, url);
  const [board, posts] = await Promise.all([
    loadNotifications(reader, url.searchParams),
    reader.items('gallery', itemsPerPage),
  ]);
  return { board, posts };
}

export default function NewsEventsRoute({ loaderData }: Route.ComponentProps) {
  const { t, language } = useGalleryTranslation();
  return (
    <>
      <NewsEventsPage board={loaderData.board} />
      <Section title={t('gallery.title')} intro={t('gallery.moments')} tone="muted" lang={language}>
        <PostGallery posts={loaderData.posts} />
        <p style={{ marginTop: 'var(--space-6)', textAlign: 'center' }}>
          <Link to="/gallery">{t('gallery.seeAll')}</Link>
        </p>
      </Section>
    </>
  );
}
