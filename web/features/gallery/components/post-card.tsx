import type { Ref } from 'react';
import type { PostView } from '#web/features/gallery/post-view.ts';
import styles from './gallery.module.css';

/** A gallery card; the whole card is a button that opens the post in the overlay. */
export function PostCard({
  post,
  onOpen,
  buttonRef,
}: {
  post: PostView;
  onOpen: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={styles.card}
      onClick={onOpen}
      aria-haspopup="dialog"
    >
      <img
        className={styles.cardImage}
        src={post.thumbnail}
        alt=""
        width={400}
        height={250}
        loading="lazy"
        decoding="async"
      />
      <span className={styles.cardBody}>
        <span className={styles.cardTitle}>{post.title}</span>
        <span className={styles.cardText}>{post.text}</span>
      </span>
    </button>
  );
}
