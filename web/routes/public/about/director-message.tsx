import { leaderMessages } from '#web/features/about/leader-message-content.ts';
import { LeaderMessagePage } from '#web/features/about/leader-message-page.tsx';
import { pageMeta } from '#web/lib/seo.ts';

export const meta = () => pageMeta(leaderMessages.director.seo);

export default function DirectorMessagePage() {
  return <LeaderMessagePage message={leaderMessages.director} />;
}
