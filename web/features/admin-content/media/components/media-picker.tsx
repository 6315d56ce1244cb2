import { useState } from 'react';
import { createPortal } from 'react-dom';
import type { MediaItem, MediaKind } from '#contracts/content/media.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { errorText } from '#web/features/admin-content/shared/error-text.ts';
import shared from '#web/features/admin-content/shared/admin-content.module.css';
import { MediaPages, MediaSearch } from './media-search.tsx';
import { UploadForm } from './upload-form.tsx';
import { useMediaList } from './use-media-list.ts';
import styles from './media.module.css';

function PickerBody({
  kind,
  multiple,
  onChoose,
  onClose,
}: {
  kind: MediaKind;
  multiple: boolean;
  onChoose: (item: MediaItem) => void;
  onClose: () => void;
}) {
  const list = useMediaList(kind);
  const { state } = list;
  // Several at once (a gallery): each choice is added and the dialog stays open until Done.
  const [added, setAdded] = useState<string[]>([]);
  const choose = (item: MediaItem) => {
    setAdded((ids) => [...ids, item.id]);
    onChoose(item);
  };
  return (
    <>
      <h3 className={styles.listHeading}>Upload a new one</h3>
      <UploadForm kind={kind} onUploaded={choose} />
      <h3 className={styles.listHeading}>Or choose one</h3>
      <MediaSearch list={list} showKind={false} />
      {state.status === 'loading' && <p role="status">Loading files…</p>}
      {state.status === 'error' && (
        <p role="alert" className={shared.formError}>
          {errorText(state.error)}
        </p>
      )}
      {state.status === 'loaded' && (
        <>
          {state.data.items.length === 0 && <p className={shared.hint}>No file matches.</p>}
          <ul className={styles.pickList}>
            {state.data.items.map((item) => (
              <li key={item.id} className={styles.pickItem}>
                {item.thumbnailUrl && (
                  <img className={styles.pickThumb} src={item.thumbnailUrl} alt="" loading="lazy" />
                )}
                <span className={styles.pickName}>
                  {item.name}
                  {item.altText && <span className={styles.meta}> · {item.altText}</span>}
                </span>
                {multiple ? (
                  <Button
                    size="small"
                    disabled={added.includes(item.id)}
                    onClick={() => choose(item)}
                  >
                    {added.includes(item.id) ? 'Added' : 'Add'}
                    <span className="visually-hidden"> {item.name}</span>
                  </Button>
                ) : (
                  <Button size="small" onClick={() => choose(item)}>
                    Choose<span className="visually-hidden"> {item.name}</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <MediaPages list={list} />
        </>
      )}
      {multiple && (
        <div className={shared.actions}>
          <p role="status" className={shared.hint}>
            {added.length === 1 ? '1 file added.' : `${added.length} files added.`}
          </p>
          <Button onClick={onClose}>Done</Button>
        </div>
      )}
    </>
  );
}

/**
 * "Choose from library" for a page's picture or document: a dialog of the library's files.
 * `multiple` keeps it open to add several, each once.
 */
export function MediaPicker({
  open,
  kind,
  multiple = false,
  onChoose,
  onClose,
}: {
  open: boolean;
  kind: MediaKind;
  multiple?: boolean;
  onChoose: (item: MediaItem) => void;
  onClose: () => void;
}) {
  const noun = kind === 'image' ? 'picture' : 'document';
  // Out of the page editor's <form> in the document: a form inside a form is not HTML, and its
  // upload form's submit went to the browser instead of to React (a page load lost the edits).
  return createPortal(
    <ModalDialog
      open={open}
      title={multiple ? `Add ${noun}s` : `Choose a ${noun}`}
      onClose={onClose}
    >
      <PickerBody kind={kind} multiple={multiple} onChoose={onChoose} onClose={onClose} />
    </ModalDialog>,
    document.body,
  );
}
