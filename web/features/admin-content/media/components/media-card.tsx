import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { altTextMaxLength, type MediaInUse, type MediaItem } from '#contracts/content/media.ts';
import { acceptAttribute, checkFileBeforeUpload } from '#contracts/content/uploads.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { formatBytes } from '#web/lib/format.ts';
import { showToast } from '#web/lib/toast.ts';
import {
  deleteMedia,
  replaceMedia,
  saveAltText,
} from '#web/features/admin-content/media/api/media-api.ts';
import { errorText } from '#web/features/admin-content/shared/error-text.ts';
import shared from '#web/features/admin-content/shared/admin-content.module.css';
import { MediaUsesList } from './media-uses-list.tsx';
import styles from './media.module.css';

/** One file of the library: its picture, address and uses; alt text, replace and delete. */
export function MediaCard({
  item,
  onChanged,
  onDeleted,
}: {
  item: MediaItem;
  onChanged: (item: MediaItem) => void;
  onDeleted: (id: string) => void;
}) {
  const id = useId();
  const [altText, setAltText] = useState(item.altText);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [inUse, setInUse] = useState<MediaInUse>();

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  const onSaveAlt = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      onChanged(await saveAltText(item.id, altText));
      showToast('Alt text saved.');
    });
  };

  const onReplace = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const refusal = checkFileBeforeUpload(file, item.kind);
    input.value = '';
    if (refusal) return setError(refusal);
    void run(async () => {
      onChanged(await replaceMedia(item.id, file));
      showToast('File replaced: its address stays the same.');
    });
  };

  const onDelete = (confirm: boolean) =>
    run(async () => {
      const refused = await deleteMedia(item.id, confirm);
      if (refused) return setInUse(refused);
      setInUse(undefined);
      onDeleted(item.id);
      showToast('File deleted.');
    });

  return (
    <li className={styles.card}>
      {item.thumbnailUrl ? (
        <img
          className={styles.thumb}
          src={item.thumbnailUrl}
          alt={item.altText}
          width={item.width}
          height={item.height}
          loading="lazy"
        />
      ) : (
        <span className={styles.docIcon} aria-hidden="true">
          {item.name.split('.').pop()?.toUpperCase()}
        </span>
      )}
      <div className={styles.body}>
        <h3 className={styles.name}>{item.name}</h3>
        <p className={styles.meta}>
          {formatBytes(item.byteSize)}
          {item.width && ` · ${item.width}×${item.height}`} ·{' '}
          <a href={item.url} target="_blank" rel="noreferrer">
            {item.url}
          </a>
        </p>
        <MediaUsesList uses={item.uses} />
        {item.kind === 'image' && (
          <form className={styles.altForm} onSubmit={onSaveAlt}>
            <label className={shared.label} htmlFor={`${id}-alt`}>
              Alt text<span className="visually-hidden"> of {item.name}</span>
            </label>
            <input
              id={`${id}-alt`}
              className={shared.input}
              value={altText}
              maxLength={altTextMaxLength}
              onChange={(event) => setAltText(event.target.value)}
            />
            <Button type="submit" size="small" disabled={busy || altText === item.altText}>
              Save alt text<span className="visually-hidden"> of {item.name}</span>
            </Button>
          </form>
        )}
        <div className={styles.actions}>
          <label className={styles.replace}>
            Replace<span className="visually-hidden"> {item.name}</span>
            <input
              type="file"
              className="visually-hidden"
              accept={acceptAttribute(item.kind)}
              disabled={busy}
              onChange={onReplace}
            />
          </label>
          <Button
            size="small"
            variant="danger"
            disabled={busy}
            onClick={() => void onDelete(false)}
          >
            Delete<span className="visually-hidden"> {item.name}</span>
          </Button>
        </div>
        {error && (
          <p className={shared.fieldError} role="alert">
            {error}
          </p>
        )}
      </div>
      <ModalDialog
        open={inUse !== undefined}
        title={`Delete ${item.name}?`}
        onClose={() => setInUse(undefined)}
      >
        <p>{inUse?.message}</p>
        <MediaUsesList uses={inUse?.uses ?? []} />
        <div className={styles.actions}>
          {!inUse?.blocked && (
            <Button variant="danger" disabled={busy} onClick={() => void onDelete(true)}>
              Delete anyway
            </Button>
          )}
          <Button variant="secondary" onClick={() => setInUse(undefined)}>
            {inUse?.blocked ? 'Close' : 'Keep it'}
          </Button>
        </div>
      </ModalDialog>
    </li>
  );
}
