import type { MouseEvent, Ref } from 'react';
import { Link } from '#web/components/ui/local-link.tsx';
import type { PostView } from '#web/features/gallery/post-view.ts';
import { StaffWords } from '#web/components/ui/staff-words.tsx';
import styles from './gallery.module.css';
import { useGalleryTranslation } from '#web/features/gallery/messages/gallery-messages.ts';

/** A plain click (no modifier keys: those open the page in a new tab or window). */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A gallery card: the album's cover, title and number of photos, a link to the post's own page.
 * With JavaScript a plain click shows the album in the overlay instead, without leaving the grid.
 */
export function PostCard({
  post,
  onOpen,
  linkRef,
}: {
  post: PostView;
  onOpen: () => void;
  linkRef?: Ref<HTMLAnchorElement>;
}) {
  const { t } = useGalleryTranslation();
  return (
    <Link
      ref={linkRef}
      to={post.href}
      className={styles.card}
      aria-haspopup="dialog"
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onOpen();
      }}
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
        <span className={styles.cardTitle}>
          <StaffWords english={post.title} hindi={post.titleHi} />
        </span>
        <span className={styles.cardText}>
          <StaffWords english={post.text} hindi={post.textHi} />
        </span>
        {post.photoCount > 0 && (
          <span className={styles.cardCount}>
            {post.photoCount === 1
              ? t('gallery.onePhoto')
              : t('gallery.photoCount', { count: post.photoCount })}
          </span>
        )}
      </span>
    </Link>
  );
}
