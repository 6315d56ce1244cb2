import { leaderMessages } from '#web/features/about/leader-message-content.ts';
import { LeaderMessagePage } from '#web/features/about/leader-message-page.tsx';
import { pageMeta } from '#web/lib/seo.ts';

/** Served at /director-message_1 (the Chairperson's message, see web/config/navigation.ts). */
export const meta = () => pageMeta(leaderMessages.chairperson.seo);

export default function ChairpersonMessagePage() {
  return <LeaderMessagePage message={leaderMessages.chairperson} />;
}
