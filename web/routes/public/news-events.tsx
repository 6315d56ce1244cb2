import { NewsEventsPage, newsEventsSeo } from '../../features/news-events/news-events-page.tsx';
import { pageMeta } from '../../lib/seo.ts';

// Served at /news-events, /school-notifications and /school-notification; the canonical URL
// is /news-events for all three so search engines see one page.
export const meta = () => pageMeta(newsEventsSeo);

export default function NewsEventsRoute() {
  return <NewsEventsPage />;
}
