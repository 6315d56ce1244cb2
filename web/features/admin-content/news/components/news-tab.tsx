import { ContentTab } from '#web/features/admin-content/shared/content-tab.tsx';
import { errorText } from '#web/features/admin-content/shared/error-text.ts';
import { newsKind } from '#web/features/admin-content/news/news-kind.ts';

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
