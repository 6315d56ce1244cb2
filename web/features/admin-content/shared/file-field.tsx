import { useEffect, useState, type ChangeEvent } from 'react';
import {
  acceptAttribute,
  checkFileBeforeUpload,
  uploadLimits,
} from '#contracts/content/uploads.ts';
import { uploadOf, type FileField as FileFieldSpec } from '#web/components/forms/field-spec.ts';
import { FormField } from '#web/components/forms/form-field.tsx';
import type { CurrentFile } from './content-kind.ts';
import { formatBytes } from '#web/lib/format.ts';
import styles from './admin-content.module.css';

type FileFieldProps = {
  field: FileFieldSpec;
  mode: 'create' | 'edit';
  current?: CurrentFile;
  /** The server's message for this file (type refused, too large...). */
  error?: string;
};

/**
 * A file input that takes only what the server accepts: the `accept` list, then a check of type
 * and size as soon as a file is chosen (a refused file is cleared, with the reason shown). On edit
 * it shows the current file and, where the API allows, a control to remove it.
 */
export function FileField({ field, mode, current, error }: FileFieldProps) {
  const upload = uploadOf(field);
  const [browserError, setBrowserError] = useState<string>();
  const [preview, setPreview] = useState<string>();
  const [removed, setRemoved] = useState(false);
  const shownError = browserError ?? error;

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);
  useEffect(() => setBrowserError(undefined), [error]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    setPreview(undefined);
    if (!file) {
      setBrowserError(undefined);
      return;
    }
    const refusal = checkFileBeforeUpload(file, upload);
    setBrowserError(refusal);
    if (refusal) {
      input.value = '';
      return;
    }
    if (file.type.startsWith('image/')) setPreview(URL.createObjectURL(file));
  };

  const required = mode === 'create' && !field.optional;
  const hint =
    field.hint ??
    `${upload === 'image' ? 'JPEG, PNG, WebP, GIF or AVIF' : 'PDF, DOC, DOCX or an image'}, up to ${formatBytes(uploadLimits[upload].maxBytes).replace('.00', '')}.`;
  const showCurrent = mode === 'edit' && current && !removed && !preview;

  const below = (
    <>
      {preview && (
        <img className={styles.preview} src={preview} alt="Preview of the chosen picture" />
      )}
      {showCurrent && (
        <div className={styles.current}>
          {current.imageSrc ? (
            <img
              className={styles.preview}
              src={current.imageSrc}
              alt={`Current ${field.label.toLowerCase()}`}
            />
          ) : (
            <a href={current.href} target="_blank" rel="noreferrer">
              Current file: {current.name}
            </a>
          )}
          {field.removeFlag && (
            <button type="button" className={styles.linkButton} onClick={() => setRemoved(true)}>
              Remove {field.label.toLowerCase()}
            </button>
          )}
        </div>
      )}
      {removed && field.removeFlag && (
        <p className={styles.current}>
          <input type="hidden" name={field.removeFlag} value="true" />
          The current {field.label.toLowerCase()} will be removed when you save.{' '}
          <button type="button" className={styles.linkButton} onClick={() => setRemoved(false)}>
            Keep it
          </button>
        </p>
      )}
    </>
  );
  return (
    <FormField
      look="admin"
      name={field.key}
      label={mode === 'edit' && current ? `Replace ${field.label.toLowerCase()}` : field.label}
      required={required}
      hint={hint}
      error={shownError}
      alertError
      below={below}
    >
      {(control) => (
        <input
          {...control}
          type="file"
          className={styles.fileInput}
          accept={acceptAttribute(upload)}
          onChange={onChange}
        />
      )}
    </FormField>
  );
}
