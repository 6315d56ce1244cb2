import type { Post } from '#contracts/content/posts.ts';
import type { Publication } from '#contracts/content/publication.ts';
import { publicationNote } from '#web/features/admin-content/shared/publication-fields.ts';
import styles from './gallery-dashboard.module.css';

type PostTileProps = { post: Post & Publication; onEdit: () => void; onDelete: () => void };

/** One post of the gallery grid; its controls show on hover and when focus is inside. */
export function PostTile({ post, onEdit, onDelete }: PostTileProps) {
  return (
    <li className={styles.tile}>
      {post.image ? (
        <img
          className={styles.image}
          src={post.thumbnail ?? post.image.url}
          srcSet={post.image.srcset || undefined}
          sizes="(min-width: 900px) 20rem, 100vw"
          width={post.image.width}
          height={post.image.height}
          alt=""
          loading="lazy"
        />
      ) : (
        <div className={styles.noImage} aria-hidden="true">
          No image
        </div>
      )}
      <div className={styles.body}>
        <h2 className={styles.tileTitle}>{post.title}</h2>
        <p className={styles.content}>
          {post.images.length === 1 ? '1 photo' : `${post.images.length} photos`}
        </p>
        {publicationNote(post) && (
          <p className={styles.content}>
            <strong>{publicationNote(post)}</strong>
          </p>
        )}
        {post.content && <p className={styles.content}>{post.content}</p>}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          aria-label={`Edit ${post.title}`}
          onClick={onEdit}
        >
          Edit
        </button>
        <button
          type="button"
          className={`${styles.control} ${styles.danger}`}
          aria-label={`Delete ${post.title}`}
          onClick={onDelete}
        >
          Delete
        </button>
      </div>
    </li>
  );
}
