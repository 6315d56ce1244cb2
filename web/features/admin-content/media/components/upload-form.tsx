import { useId, useState, type FormEvent } from 'react';
import { altTextMaxLength, type MediaItem, type MediaKind } from '#contracts/content/media.ts';
import { acceptAttribute, checkFileBeforeUpload } from '#contracts/content/uploads.ts';
import { Button } from '#web/components/ui/button.tsx';
import { uploadMedia } from '#web/features/admin-content/media/api/media-api.ts';
import { errorText } from '#web/features/admin-content/shared/error-text.ts';
import { fileOf } from '#web/features/admin-content/shared/form-data.ts';
import shared from '#web/features/admin-content/shared/admin-content.module.css';
import styles from './media.module.css';

/** Adds a file to the library: the file, and for a picture what it shows. */
export function UploadForm({
  kind,
  onUploaded,
}: {
  kind?: MediaKind;
  onUploaded: (item: MediaItem) => void;
}) {
  const id = useId();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // Images are held to the image limit by the server; the document rules accept both kinds.
  const accepted = kind ?? 'document';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // In the media picker this form is inside the page editor's form in React's tree (a portal
    // in the page), and React passes a submit up that tree: it must not save the page.
    event.stopPropagation();
    const form = event.currentTarget;
    const data = new FormData(form);
    const file = fileOf(data, 'file');
    const refusal = file
      ? checkFileBeforeUpload(file, accepted)
      : 'Please choose a file to upload.';
    if (refusal || !file) return setError(refusal);
    setBusy(true);
    setError(undefined);
    try {
      const item = await uploadMedia(file, String(data.get('altText') ?? ''));
      form.reset();
      onUploaded(item);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.upload} onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className={shared.field}>
        <label className={shared.label} htmlFor={`${id}-file`}>
          {kind === 'image' ? 'New picture' : 'New file'}
        </label>
        <input
          id={`${id}-file`}
          name="file"
          type="file"
          className={shared.fileInput}
          accept={acceptAttribute(accepted)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <div className={shared.field}>
        <label className={shared.label} htmlFor={`${id}-alt`}>
          Alt text (what a picture shows)
          <span className={shared.optional}> (optional)</span>
        </label>
        <input
          id={`${id}-alt`}
          name="altText"
          className={shared.input}
          maxLength={altTextMaxLength}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className={shared.fieldError} role="alert">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Uploading…' : 'Upload'}
        </Button>
      </div>
    </form>
  );
}
