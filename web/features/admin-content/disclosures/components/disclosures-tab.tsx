import { disclosureScreens } from '#contracts/disclosure-screens.ts';
import { ContentTab } from '#web/features/admin-content/shared/content-tab.tsx';
import { errorText } from '#web/features/admin-content/shared/error-text.ts';
import { disclosuresKind } from '#web/features/admin-content/disclosures/disclosures-kind.ts';

export function DisclosuresTab() {
  return (
    <ContentTab
      kind={disclosuresKind}
      heading="Add a disclosure document"
      lead={disclosureScreens.disclosure.description}
      texts={{
        submit: 'Add Disclosure',
        submitting: 'Uploading…',
        success: 'Disclosure added successfully!',
        failure: (error) => `Failed to add disclosure: ${errorText(error)}`,
      }}
    />
  );
}
