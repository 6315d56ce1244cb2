import type { Post } from '#contracts/content/posts.ts';
import { useRef, useState } from 'react';
import { toPostView, type PostView } from '#web/features/gallery/post-view.ts';
import styles from './gallery.module.css';
import { useGalleryTranslation } from '#web/features/gallery/messages/gallery-messages.ts';
import { PostCard } from './post-card.tsx';
import { PostDialog } from './post-dialog.tsx';

/**
 * Grid of gallery posts (1 column on phones, 3 from medium screens). Each card links to the
 * post's page; with JavaScript it opens the post in a modal overlay, and focus goes back to
 * that card when the overlay closes.
 */
export function PostGallery({ posts }: { posts: Post[] }) {
  const { t } = useGalleryTranslation();
  const [selected, setSelected] = useState<PostView | null>(null);
  const cards = useRef(new Map<string, HTMLAnchorElement>());

  const views = posts.map(toPostView);
  if (!views.length) return <p className={styles.status}>{t('gallery.empty')}</p>;

  const close = () => {
    const opener = selected && cards.current.get(selected.key);
    setSelected(null);
    opener?.focus();
  };

  return (
    <>
      <ul className={styles.grid}>
        {views.map((post) => (
          <li key={post.key}>
            <PostCard
              post={post}
              onOpen={() => setSelected(post)}
              linkRef={(element) => {
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
