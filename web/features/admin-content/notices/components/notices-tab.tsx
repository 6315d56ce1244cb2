import { ContentTab } from '../../shared/content-tab.tsx';
import { serverErrorText } from '../../shared/error-text.ts';
import { noticesKind } from '../notices-kind.ts';

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
