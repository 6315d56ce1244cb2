import { ContentTab } from '#web/features/admin-content/shared/content-tab.tsx';
import { errorText } from '#web/features/admin-content/shared/error-text.ts';
import { disclosuresKind } from '#web/features/admin-content/disclosures/disclosures-kind.ts';

export function DisclosuresTab() {
  return (
    <ContentTab
      kind={disclosuresKind}
      heading="Create Mandatory Disclosure"
      texts={{
        submit: 'Add Disclosure',
        submitting: 'Uploading…',
        success: 'Disclosure added successfully!',
        failure: (error) => `Failed to add disclosure: ${errorText(error)}`,
      }}
    />
  );
}
