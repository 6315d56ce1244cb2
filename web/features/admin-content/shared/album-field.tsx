import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { maxPhotosPerSave, postImagesField } from '#contracts/content/posts.ts';
import { acceptAttribute, checkFileBeforeUpload } from '#contracts/content/uploads.ts';
import { FormField } from '#web/components/forms/form-field.tsx';
import { albumPlan, fileFractions, type AlbumEntry } from './album-photos.ts';
import { altFromFileName } from './alt-from-file-name.ts';
import type { AlbumField as AlbumFieldSpec, CurrentAlbum } from './content-kind.ts';
import { AlbumPhoto } from './album-photo.tsx';
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

/**
 * A gallery album's photos in the post form: many chosen at once or dragged onto the area, each
 * with its description (first made from its file name), put in order with Move up and Move down
 * (or by dragging), one of them the cover. The form carries the list as `photos` and the new
 * files as `images`, in the order the list names them (album-photos.ts).
 */
export function AlbumField({ field, current, progress, error }: AlbumFieldProps) {
  const id = useId();
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

  const photoList =
    entries.length === 0 ? (
      <p className={styles.hint}>No photos yet.</p>
    ) : (
      <div className={styles.album}>
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
            const newIndex = entries.slice(0, index).filter((other) => other.kind === 'new').length;
            const fraction = entry.kind === 'new' ? sent?.[newIndex] : undefined;
            return (
              <AlbumPhoto
                entry={entry}
                id={`${id}-${entry.key}`}
                number={index + 1}
                isCover={entry.key === cover}
                sent={fraction}
                onDescribe={(alt) => describe(entry.key, alt)}
                onCover={() => setCoverKey(entry.key)}
              />
            );
          }}
        </SortableList>
      </div>
    );

  // The whole field takes dropped files, its hint ("drag them here") too, not only the area.
  return (
    <div onDragOver={onDragOver} onDragLeave={() => setDragging(false)} onDrop={onDrop}>
      <FormField
        look="admin"
        group
        id={id}
        label={field.label}
        required={!field.optional}
        hint={
          <>
            Choose several photos at once, or drag them here. JPEG, PNG, WebP, GIF or AVIF, up to 10
            MB each, {maxPhotosPerSave} at a time.
          </>
        }
        error={error}
        alertError
        below={photoList}
      >
        {(control) => (
          <div className={styles.album}>
            <div className={styles.dropArea} data-dragging={dragging || undefined}>
              {/* The drop area's own target, not the field's label (the legend above names the
                album); a file input's label is what the clerk clicks to choose. */}
              <label htmlFor={id} className={styles.dropLabel}>
                Add photos
              </label>
              <input
                id={id}
                type="file"
                multiple
                className={styles.fileInput}
                accept={acceptAttribute('image')}
                aria-invalid={control['aria-invalid']}
                aria-describedby={control['aria-describedby']}
                onChange={onChoose}
              />
            </div>
            <input
              ref={filesInput}
              type="file"
              name={postImagesField}
              multiple
              hidden
              tabIndex={-1}
            />
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
          </div>
        )}
      </FormField>
    </div>
  );
}
