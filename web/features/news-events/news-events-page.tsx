import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { SubscribeLinks } from '#web/components/ui/subscribe-links.tsx';
import { NotificationsBoard } from './components/notifications-board.tsx';
import type { Notifications } from './notifications-data.ts';

export const newsEventsSeo = {
  title: 'Events & Notices',
  description:
    'Upcoming school events and the latest notices and circulars for parents and students, with attachments to download and feeds to subscribe to.',
  path: '/news-events',
};

/** Events and notices with a filter (served at three paths; the route adds the gallery). */
export function NewsEventsPage({ board }: { board: Notifications }) {
  return (
    <>
      <PageHero
        eyebrow="News"
        title="Events & Notices"
        lead="What is coming up at school, and the notices and circulars families need to read."
      />
      <Section>
        <NotificationsBoard board={board} />
        <SubscribeLinks />
      </Section>
    </>
  );
}
