import { ContentTab } from '#web/features/admin-content/shared/content-tab.tsx';
import { serverErrorText } from '#web/features/admin-content/shared/error-text.ts';
import { noticesKind } from '#web/features/admin-content/notices/notices-kind.ts';

export function NoticesTab() {
  return (
    <ContentTab
      kind={noticesKind}
      heading="Add Notice"
      texts={{
        submit: 'Add Notice',
        submitting: 'Adding…',
        success: 'Notice added successfully!',
        failure: (error) => `Failed to add notice: ${serverErrorText(error) ?? 'Unknown error'}`,
      }}
    />
  );
}
