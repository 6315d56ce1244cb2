import { useState } from 'react';
import { Link } from 'react-router';
import { adminRecordAddress, newRecordId, adminScreens } from '#contracts/admin-addresses.ts';
import type { Post } from '#contracts/content/posts.ts';
import type { Publication } from '#contracts/content/publication.ts';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { showToast } from '#web/lib/toast.ts';
import { ContentForm } from '#web/features/admin-content/shared/content-form.tsx';
import { useRemoteData } from '#web/lib/use-remote-data.ts';
import { listNewestFirst } from '#web/features/admin-content/shared/list-newest-first.ts';
import { postsKind } from '#web/features/admin-content/posts/posts-kind.ts';
import { PostTile } from './post-tile.tsx';
import styles from './gallery-dashboard.module.css';

function loadError(error: unknown): string {
  return error instanceof ApiRequestError && error.status === 401
    ? 'Unauthorized! Please login first.'
    : 'Unable to load the gallery. Please try again.';
}

const loadPosts = (signal: AbortSignal) => listNewestFirst(postsKind, signal);

/** /admin/gallery-dashboard: every post in a grid, with edit (in a dialog) and delete. */
export function GalleryDashboard() {
  const { state, reload } = useRemoteData(loadPosts, 'the gallery');
  const [editing, setEditing] = useState<Post & Publication>();

  const onDelete = async (post: Post & Publication) => {
    if (!window.confirm('Move this post to the trash? You can restore it from Trash for 30 days.'))
      return;
    try {
      await postsKind.remove(post.id);
      showToast('Post moved to the trash.', 'success');
      reload();
    } catch {
      // The API client has shown the error toast.
    }
  };

  return (
    <main id="main" className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Gallery Dashboard</h1>
        <Link to={adminScreens.gallery} className={styles.back}>
          ← Back to the Gallery
        </Link>
      </header>
      {state.status === 'loading' && <p role="status">Loading posts…</p>}
      {state.status === 'error' && (
        <p className={styles.error} role="alert">
          {loadError(state.error)}
        </p>
      )}
      {state.status === 'loaded' && state.data.length === 0 && (
        <div className={styles.empty}>
          <p>Your gallery is empty</p>
          <Link to={adminRecordAddress('posts', newRecordId)}>Create a post</Link>
        </div>
      )}
      {state.status === 'loaded' && state.data.length > 0 && (
        <ul className={styles.grid} aria-label="Gallery posts">
          {state.data.map((post) => (
            <PostTile
              key={post.id}
              post={post}
              onEdit={() => setEditing(post)}
              onDelete={() => onDelete(post)}
            />
          ))}
        </ul>
      )}
      <ModalDialog
        open={editing !== undefined}
        title="Edit post"
        onClose={() => setEditing(undefined)}
      >
        {editing && (
          <ContentForm
            kind={postsKind}
            item={editing}
            texts={{ submit: 'Save changes', success: 'Post updated successfully!' }}
            onCancel={() => setEditing(undefined)}
            onSaved={() => {
              setEditing(undefined);
              reload();
            }}
          />
        )}
      </ModalDialog>
    </main>
  );
}
