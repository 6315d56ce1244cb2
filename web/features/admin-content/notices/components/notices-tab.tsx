import { ContentTab } from '#web/features/admin-content/shared/content-tab.tsx';
import { serverErrorText } from '#web/features/admin-content/shared/error-text.ts';
import { noticesKind } from '#web/features/admin-content/notices/notices-kind.ts';

/** The Circulars screen's form and list: the office's word; the public pages say notice. */
export function NoticesTab() {
  return (
    <ContentTab
      kind={noticesKind}
      heading="New circular"
      texts={{
        submit: 'Add circular',
        submitting: 'Adding…',
        success: 'Circular added successfully!',
        failure: (error) => `Failed to add circular: ${serverErrorText(error) ?? 'Unknown error'}`,
      }}
    />
  );
}
