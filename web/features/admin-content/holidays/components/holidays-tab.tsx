import { ContentTab } from '#web/features/admin-content/shared/content-tab.tsx';
import { holidaysKind } from '#web/features/admin-content/holidays/holidays-kind.ts';

export function HolidaysTab() {
  return (
    <ContentTab
      kind={holidaysKind}
      heading="Add A Holiday"
      texts={{
        submit: 'Add Holiday',
        submitting: 'Adding…',
        success: 'Holiday added successfully!',
        // The original site's text, word for word.
        failure: () => 'Error creating event.',
      }}
    />
  );
}
