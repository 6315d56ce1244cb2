import { ButtonLink } from '#web/components/ui/button.tsx';
import { ContentTab } from '#web/features/admin-content/shared/content-tab.tsx';
import { errorText } from '#web/features/admin-content/shared/error-text.ts';
import { postsKind } from '#web/features/admin-content/posts/posts-kind.ts';

export function PostsTab() {
  return (
    <ContentTab
      kind={postsKind}
      heading="Create New Post"
      texts={{
        submit: 'Submit',
        submitting: 'Submitting...',
        success: 'Form submitted successfully!',
        failure: errorText,
      }}
      extra={
        <ButtonLink to="/admin/gallery-dashboard" variant="secondary">
          Go to Gallery Dashboard
        </ButtonLink>
      }
    />
  );
}
