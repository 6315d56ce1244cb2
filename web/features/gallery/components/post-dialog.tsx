import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { Link } from '#web/components/ui/local-link.tsx';
import type { PostView } from '#web/features/gallery/post-view.ts';
import { StaffWords } from '#web/components/ui/staff-words.tsx';
import styles from './gallery.module.css';
import { useGalleryTranslation } from '#web/features/gallery/messages/gallery-messages.ts';

/**
 * The large view of one post, as a native modal <dialog>: the browser traps focus, closes on
 * Escape and makes the page behind inert. A click on the dimmed backdrop (the dialog element
 * itself, outside its content) closes it too.
 */
export function PostDialog({ post, onClose }: { post: PostView | null; onClose: () => void }) {
  const { t } = useGalleryTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (post && !dialog.open) dialog.showModal();
    if (!post && dialog.open) dialog.close();
  }, [post]);

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) dialogRef.current?.close();
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={onBackdropClick}
    >
      {post && (
        <div className={styles.dialogContent}>
          <button
            type="button"
            className={styles.closeButton}
            onClick={() => dialogRef.current?.close()}
            aria-label={t('gallery.close')}
          >
            <span aria-hidden="true">×</span>
          </button>
          <img
            className={styles.dialogImage}
            src={post.image.src}
            srcSet={post.image.srcSet}
            sizes="(min-width: 960px) 900px, 100vw"
            alt=""
            width={post.image.width}
            height={post.image.height}
          />
          <div className={styles.dialogBody}>
            <h2 id={titleId} className={styles.dialogTitle}>
              <StaffWords english={post.title} hindi={post.titleHi} />
            </h2>
            <p className={styles.dialogText}>
              <StaffWords english={post.text} hindi={post.textHi} />
            </p>
            <p>
              <Link to={post.href}>{t('gallery.openPost')}</Link> {t('gallery.toShare')}
            </p>
          </div>
        </div>
      )}
    </dialog>
  );
}
