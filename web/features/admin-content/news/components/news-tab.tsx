import { ContentTab } from '../../shared/content-tab.tsx';
import { errorText } from '../../shared/error-text.ts';
import { newsKind } from '../news-kind.ts';

export function NewsTab() {
  return (
    <ContentTab
      kind={newsKind}
      heading="Add News"
      texts={{
        submit: 'Add News',
        submitting: 'Adding…',
        success: 'News added successfully!',
        failure: (error) => `Failed to add news: ${errorText(error)}`,
      }}
    />
  );
}
