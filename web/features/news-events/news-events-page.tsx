import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { SubscribeLinks } from '#web/components/ui/subscribe-links.tsx';
import { NotificationsBoard } from './components/notifications-board.tsx';
import type { Notifications } from './notifications-data.ts';
import { useNewsEventsTranslation } from '#web/features/news-events/messages/news-events-messages.ts';

/** The title and description are the catalogue's `newsEvents.title` and `.metaDescription`. */
export const newsEventsSeo = { path: '/news-events' };

/** Events and notices with a filter (served at three paths; the route adds the gallery). */
export function NewsEventsPage({ board }: { board: Notifications }) {
  const { t, language } = useNewsEventsTranslation();
  return (
    <>
      <div lang={language}>
        <PageHero
          eyebrow={t('newsEvents.eyebrow')}
          title={t('newsEvents.title')}
          lead={t('newsEvents.lead')}
        />
      </div>
      <Section lang={language}>
        <NotificationsBoard board={board} />
        <SubscribeLinks />
      </Section>
    </>
  );
}
