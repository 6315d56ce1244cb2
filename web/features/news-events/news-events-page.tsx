import { PageHero } from '../../components/ui/page-hero.tsx';
import { Section } from '../../components/ui/section.tsx';
import { SubscribeLinks } from '../feeds/subscribe-links.tsx';
import { loadAllPosts } from '../gallery/api/get-posts.ts';
import { PostGallery } from '../gallery/components/post-gallery.tsx';
import { NotificationsBoard } from './components/notifications-board.tsx';

export const newsEventsSeo = {
  title: 'Events & Notices',
  description:
    'Upcoming school events and the latest notices and circulars for parents and students, with attachments to download and feeds to subscribe to.',
  path: '/news-events',
};

/** Events and notices with a filter, then the gallery (served at three paths). */
export function NewsEventsPage() {
  return (
    <>
      <PageHero
        eyebrow="News"
        title="Events & Notices"
        lead="What is coming up at school, and the notices and circulars families need to read."
      />
      <Section>
        <NotificationsBoard />
        <SubscribeLinks />
      </Section>
      <Section title="Gallery" intro="Moments from school life." tone="muted">
        <PostGallery load={loadAllPosts} loadingText="Loading images..." />
      </Section>
    </>
  );
}
