import type { Post } from '#contracts/content/posts.ts';
import { useRef, useState } from 'react';
import { useRemoteData } from '#web/lib/use-remote-data.ts';
import { toPostView, type PostView } from '#web/features/gallery/post-view.ts';
import styles from './gallery.module.css';
import { PostCard } from './post-card.tsx';
import { PostDialog } from './post-dialog.tsx';

type PostGalleryProps = {
  /** A module-level loader (see useRemoteData). */
  load: (signal: AbortSignal) => Promise<Post[]>;
  /** 'Loading images...' on the gallery pages, 'Loading values...' on the home page. */
  loadingText: string;
};

/**
 * Grid of gallery posts (1 column on phones, 3 from medium screens); a card opens the post in a
 * modal overlay, one at a time, and focus goes back to that card when the overlay closes.
 */
export function PostGallery({ load, loadingText }: PostGalleryProps) {
  const state = useRemoteData(load, 'the gallery posts');
  const [selected, setSelected] = useState<PostView | null>(null);
  const cards = useRef(new Map<string, HTMLButtonElement>());

  if (state.status === 'loading') {
    return (
      <p role="status" className={`${styles.status} ${styles.pending}`}>
        {loadingText}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <p role="alert" className={styles.error}>
        Unable to load images.
      </p>
    );
  }

  const posts = state.data.map(toPostView);
  if (!posts.length)
    return <p className={styles.status}>No pictures have been added to the gallery yet.</p>;

  const close = () => {
    const opener = selected && cards.current.get(selected.key);
    setSelected(null);
    opener?.focus();
  };

  return (
    <>
      <ul className={styles.grid}>
        {posts.map((post) => (
          <li key={post.key}>
            <PostCard
              post={post}
              onOpen={() => setSelected(post)}
              buttonRef={(element) => {
                if (element) cards.current.set(post.key, element);
                else cards.current.delete(post.key);
              }}
            />
          </li>
        ))}
      </ul>
      <PostDialog post={selected} onClose={close} />
    </>
  );
}
