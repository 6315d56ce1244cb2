import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link } from '#web/components/ui/local-link.tsx';
import type { PostView } from '#web/features/gallery/post-view.ts';
import { StaffWords } from '#web/components/ui/staff-words.tsx';
import styles from './gallery.module.css';
import { useGalleryTranslation } from '#web/features/gallery/messages/gallery-messages.ts';

/**
 * The large view of one album, as a native modal <dialog>: the browser traps focus, closes on
 * Escape and makes the page behind inert. A click on the dimmed backdrop (the dialog element
 * itself, outside its content) closes it too. The previous and next buttons, and the left and
 * right arrow keys, step through the album's photos. At either end a button is marked disabled
 * but keeps focus (a disabled button would drop it out of the dialog, and the arrows with it).
 */
export function PostDialog({ post, onClose }: { post: PostView | null; onClose: () => void }) {
  const { t } = useGalleryTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    setIndex(0);
    if (post && !dialog.open) dialog.showModal();
    if (!post && dialog.open) dialog.close();
  }, [post]);

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) dialogRef.current?.close();
  };

  const count = post?.photos.length ?? 0;
  const step = (by: number) =>
    setIndex((current) => Math.min(count - 1, Math.max(0, current + by)));
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (count < 2 || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  };
  const photo = post?.photos[Math.min(index, count - 1)];

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={onBackdropClick}
      onKeyDown={onKeyDown}
    >
      {post && photo && (
        <div className={styles.dialogContent}>
          <button
            type="button"
            className={styles.closeButton}
            onClick={() => dialogRef.current?.close()}
            aria-label={t('gallery.close')}
          >
            <span aria-hidden="true">×</span>
          </button>
          <figure className={styles.dialogPhoto}>
            <img
              key={photo.key}
              className={styles.dialogImage}
              src={photo.src}
              srcSet={photo.srcSet}
              sizes="(min-width: 960px) 900px, 100vw"
              alt={photo.alt}
              width={photo.width}
              height={photo.height}
            />
          </figure>
          {count > 1 && (
            <div className={styles.stepButtons}>
              <button
                type="button"
                className={styles.stepButton}
                onClick={() => step(-1)}
                aria-disabled={index === 0}
              >
                <span aria-hidden="true">← </span>
                {t('gallery.previousPhoto')}
              </button>
              <span className={styles.photoNumber} aria-live="polite">
                {t('gallery.photoOf', { number: index + 1, count })}
              </span>
              <button
                type="button"
                className={styles.stepButton}
                onClick={() => step(1)}
                aria-disabled={index === count - 1}
              >
                {t('gallery.nextPhoto')}
                <span aria-hidden="true"> →</span>
              </button>
            </div>
          )}
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
