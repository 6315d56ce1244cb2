import { ButtonLink } from '../../../../components/ui/button.tsx';
import { ContentTab } from '../../shared/content-tab.tsx';
import { errorText } from '../../shared/error-text.ts';
import { postsKind } from '../posts-kind.ts';

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
