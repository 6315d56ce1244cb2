import { ContentTab } from '../../shared/content-tab.tsx';
import { errorText } from '../../shared/error-text.ts';
import { disclosuresKind } from '../disclosures-kind.ts';

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
