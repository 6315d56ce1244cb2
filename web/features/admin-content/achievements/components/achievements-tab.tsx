import { ContentTab } from '#web/features/admin-content/shared/content-tab.tsx';
import { errorText } from '#web/features/admin-content/shared/error-text.ts';
import { achievementsKind } from '#web/features/admin-content/achievements/achievements-kind.ts';

/** What pupils have won: listed on /accolades by year and category, each with its own page. */
export function AchievementsTab() {
  return (
    <ContentTab
      kind={achievementsKind}
      heading="Add Achievement"
      lead="Prizes, medals and awards your pupils have won. Each one appears on the Accolades page, by year and category."
      texts={{
        submit: 'Add Achievement',
        submitting: 'Adding…',
        success: 'Achievement added successfully!',
        failure: (error) => `Failed to add achievement: ${errorText(error)}`,
      }}
    />
  );
}
