import { ContentTab } from '../../shared/content-tab.tsx';
import { holidaysKind } from '../holidays-kind.ts';

export function HolidaysTab() {
  return (
    <ContentTab
      kind={holidaysKind}
      heading="Add A Holiday"
      texts={{
        submit: 'Add Holiday',
        submitting: 'Adding…',
        success: 'Holiday added successfully!',
        // The spec's text, word for word.
        failure: () => 'Error creating event.',
      }}
    />
  );
}
