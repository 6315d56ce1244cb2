import type { MediaItem, MediaKind } from '#contracts/content/media.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { errorText } from '#web/features/admin-content/shared/error-text.ts';
import shared from '#web/features/admin-content/shared/admin-content.module.css';
import { MediaPages, MediaSearch } from './media-search.tsx';
import { UploadForm } from './upload-form.tsx';
import { useMediaList } from './use-media-list.ts';
import styles from './media.module.css';

function PickerBody({ kind, onChoose }: { kind: MediaKind; onChoose: (item: MediaItem) => void }) {
  const list = useMediaList(kind);
  const { state } = list;
  return (
    <>
      <h3 className={styles.listHeading}>Upload a new one</h3>
      <UploadForm kind={kind} onUploaded={onChoose} />
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
                <Button size="small" onClick={() => onChoose(item)}>
                  Choose<span className="visually-hidden"> {item.name}</span>
                </Button>
              </li>
            ))}
          </ul>
          <MediaPages list={list} />
        </>
      )}
    </>
  );
}

/** "Choose from library" for a page's picture or document: a dialog of the library's files. */
export function MediaPicker({
  open,
  kind,
  onChoose,
  onClose,
}: {
  open: boolean;
  kind: MediaKind;
  onChoose: (item: MediaItem) => void;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      open={open}
      title={kind === 'image' ? 'Choose a picture' : 'Choose a document'}
      onClose={onClose}
    >
      <PickerBody kind={kind} onChoose={onChoose} />
    </ModalDialog>
  );
}
