import { Section } from '#web/components/ui/section.tsx';
import { loadAllPosts } from '#web/features/gallery/api/get-posts.ts';
import { PostGallery } from '#web/features/gallery/components/post-gallery.tsx';
import { NewsEventsPage, newsEventsSeo } from '#web/features/news-events/news-events-page.tsx';
import { pageMeta } from '#web/lib/seo.ts';

// Served at /news-events, /school-notifications and /school-notification; the canonical URL
// is /news-events for all three so search engines see one page.
export const meta = () => pageMeta(newsEventsSeo);

export default function NewsEventsRoute() {
  return (
    <>
      <NewsEventsPage />
      <Section title="Gallery" intro="Moments from school life." tone="muted">
        <PostGallery load={loadAllPosts} loadingText="Loading images..." />
      </Section>
    </>
  );
}
