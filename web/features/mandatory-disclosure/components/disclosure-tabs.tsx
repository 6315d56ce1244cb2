import { Tabs } from '#web/components/ui/tabs.tsx';
import { useRemoteData } from '#web/lib/use-remote-data.ts';
import { getDisclosures } from '#web/features/mandatory-disclosure/api/get-disclosures.ts';
import { getSchoolInformation } from '#web/features/mandatory-disclosure/api/get-school-information.ts';
import { DocumentsPanel } from './documents-panel.tsx';
import { SchoolInformationPanel } from './school-information-panel.tsx';

/** Both tabs load on arrival, so switching tabs never shows a second loading state. */
export function DisclosureTabs() {
  const documents = useRemoteData(getDisclosures, 'disclosure documents');
  const information = useRemoteData(getSchoolInformation, 'school information');
  return (
    <Tabs
      label="Mandatory disclosure"
      tabs={[
        {
          id: 'documents',
          label: 'Documents & Reports',
          content: <DocumentsPanel state={documents} />,
        },
        {
          id: 'information',
          label: 'School Information',
          content: <SchoolInformationPanel state={information} />,
        },
      ]}
    />
  );
}
