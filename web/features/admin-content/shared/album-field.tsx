import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { altTextMaxLength } from '#contracts/content/media.ts';
import { maxPhotosPerSave, postImagesField } from '#contracts/content/posts.ts';
import { acceptAttribute, checkFileBeforeUpload } from '#contracts/content/uploads.ts';
import { Button } from '#web/components/ui/button.tsx';
import { albumPlan, fileFractions, type AlbumEntry } from './album-photos.ts';
import { altFromFileName } from './alt-from-file-name.ts';
import type { AlbumField as AlbumFieldSpec, CurrentAlbum } from './content-kind.ts';
import { SortableList } from './sortable-list.tsx';
import styles from './admin-content.module.css';

type AlbumFieldProps = {
  field: AlbumFieldSpec;
  current?: CurrentAlbum | undefined;
  /** How far the form is sent (0 to 1) while it is; each new photo shows its own share. */
  progress?: number | undefined;
  /** The server's message about a photo or the list. */
  error?: string | undefined;
};

let nextKey = 0;
const newKey = () => `new-${(nextKey += 1)}`;

function sendingWords(fraction: number): string {
  if (fraction <= 0) return 'Waiting to send';
  if (fraction < 1) return `Sending… ${Math.round(fraction * 100)}%`;
  return 'Sent';
}

/**
 * A gallery album's photos in the post form: many chosen at once or dragged onto the area, each
 * with its description (first made from its file name), put in order with Move up and Move down
 * (or by dragging), one of them the cover. The form carries the list as `photos` and the new
 * files as `images`, in the order the list names them (album-photos.ts).
 */
export function AlbumField({ field, current, progress, error }: AlbumFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [entries, setEntries] = useState<AlbumEntry[]>(() =>
    (current?.photos ?? []).map((photo) => ({ key: photo.id, kind: 'kept', ...photo })),
  );
  const [coverKey, setCoverKey] = useState<string | undefined>(current?.coverId ?? undefined);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const filesInput = useRef<HTMLInputElement>(null);
  const previews = useRef<string[]>([]);

  useEffect(() => {
    const made = previews.current;
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const cover = entries.some((entry) => entry.key === coverKey) ? coverKey : entries[0]?.key;
  const { plan, files } = albumPlan(entries, cover);

  // The new files travel in a file input of the form, in the list's order.
  useEffect(() => {
    if (!filesInput.current) return;
    const transfer = new DataTransfer();
    for (const file of files) transfer.items.add(file);
    filesInput.current.files = transfer.files;
  });

  const add = (chosen: File[]) => {
    const refused: string[] = [];
    const added: AlbumEntry[] = [];
    let newCount = files.length;
    for (const file of chosen) {
      const refusal = checkFileBeforeUpload(file, 'image');
      if (refusal) {
        refused.push(`${file.name}: ${refusal}`);
        continue;
      }
      if (newCount >= maxPhotosPerSave) {
        refused.push(
          `${file.name}: up to ${maxPhotosPerSave} new photos can be added in one save. Save, then add the rest.`,
        );
        continue;
      }
      newCount += 1;
      const src = URL.createObjectURL(file);
      previews.current.push(src);
      added.push({ key: newKey(), kind: 'new', file, src, alt: altFromFileName(file.name) });
    }
    setRefusals(refused);
    setEntries((list) => [...list, ...added]);
  };

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    add([...(event.currentTarget.files ?? [])]);
    event.currentTarget.value = '';
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };
  const describe = (key: string, alt: string) =>
    setEntries((list) => list.map((entry) => (entry.key === key ? { ...entry, alt } : entry)));

  const sizes = entries.flatMap((entry) => (entry.kind === 'new' ? [entry.file.size] : []));
  const sent = progress === undefined ? undefined : fileFractions(sizes, progress);
  const shownError = error;

  return (
    <fieldset className={styles.album}>
      <legend className={styles.label}>{field.label}</legend>
      <div
        className={styles.dropArea}
        data-dragging={dragging || undefined}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label htmlFor={id} className={styles.dropLabel}>
          Add photos
        </label>
        <input
          id={id}
          type="file"
          multiple
          className={styles.fileInput}
          accept={acceptAttribute('image')}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={[hintId, shownError && errorId].filter(Boolean).join(' ')}
          onChange={onChoose}
        />
        <p id={hintId} className={styles.hint}>
          Choose several photos at once, or drag them here. JPEG, PNG, WebP, GIF or AVIF, up to 10
          MB each, {maxPhotosPerSave} at a time.
        </p>
      </div>
      <input ref={filesInput} type="file" name={postImagesField} multiple hidden tabIndex={-1} />
      <input type="hidden" name={field.key} value={JSON.stringify(plan)} />
      {refusals.length > 0 && (
        <div className={styles.fieldError} role="alert">
          <p>These files were not added:</p>
          <ul>
            {refusals.map((refusal) => (
              <li key={refusal}>{refusal}</li>
            ))}
          </ul>
        </div>
      )}
      {shownError && (
        <p id={errorId} className={styles.fieldError} role="alert">
          {shownError}
        </p>
      )}
      {entries.length === 0 ? (
        <p className={styles.hint}>No photos yet.</p>
      ) : (
        <>
          <p className={styles.hint}>
            {entries.length === 1 ? '1 photo' : `${entries.length} photos`} in this album. The cover
            is the photo the gallery shows for the album.
          </p>
          <SortableList
            items={entries}
            itemName={(index) => `photo ${index + 1}`}
            itemClassName={styles.albumPhoto}
            onChange={setEntries}
          >
            {(entry, index) => {
              const newIndex = entries
                .slice(0, index)
                .filter((other) => other.kind === 'new').length;
              const fraction = entry.kind === 'new' ? sent?.[newIndex] : undefined;
              return (
                <div className={styles.albumPhotoBody}>
                  <img className={styles.albumThumb} src={entry.src} alt="" />
                  <div className={styles.albumPhotoFields}>
                    <label className={styles.label} htmlFor={`${id}-${entry.key}`}>
                      Description of photo {index + 1}
                      <span className={styles.optional}> (read aloud to blind visitors)</span>
                    </label>
                    <input
                      id={`${id}-${entry.key}`}
                      className={styles.albumAlt}
                      value={entry.alt}
                      maxLength={altTextMaxLength}
                      onChange={(event) => describe(entry.key, event.currentTarget.value)}
                    />
                    <p className={styles.hint}>
                      {entry.kind === 'new' ? `New: ${entry.file.name}` : 'In the album'}
                      {fraction !== undefined && (
                        <span role="status"> · {sendingWords(fraction)}</span>
                      )}
                    </p>
                    {entry.key === cover ? (
                      <p className={styles.albumCover}>Cover photo</p>
                    ) : (
                      <Button
                        size="small"
                        variant="secondary"
                        onClick={() => setCoverKey(entry.key)}
                      >
                        Use as cover<span className="visually-hidden"> (photo {index + 1})</span>
                      </Button>
                    )}
                  </div>
                </div>
              );
            }}
          </SortableList>
        </>
      )}
    </fieldset>
  );
}
