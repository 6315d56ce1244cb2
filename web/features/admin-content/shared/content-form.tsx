import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { showToast } from '#web/lib/toast.ts';
import { schoolToday } from '#web/lib/school-date.ts';
import type { ContentFormTexts, ContentKind, KindField } from './content-kind.ts';
import { fieldErrorsOf } from './error-text.ts';
import { AlbumField } from './album-field.tsx';
import { DescribedField } from './described-field.tsx';
import { formValuesOf } from './field-values.ts';
import { hasChosenFile } from './form-data.ts';
import { UploadProgress } from './upload-progress.tsx';
import styles from './admin-content.module.css';

type ContentFormProps<T extends { id: string }> = {
  kind: ContentKind<T>;
  texts: ContentFormTexts;
  /** The item being edited; without it the form creates a new one. */
  item?: T;
  onSaved?: () => void;
  onCancel?: () => void;
  children?: ReactNode;
};

type Status =
  | { state: 'idle' }
  | { state: 'sending'; progress?: number }
  | { state: 'failed'; message?: string };

/** What a new item's form starts with: today in the date fields that say so. */
function startingValues(fields: ReadonlyArray<KindField>): Record<string, string> {
  const today = schoolToday();
  return Object.fromEntries(
    fields.flatMap((field) =>
      'startsToday' in field && field.startsToday ? [[field.key, today]] : [],
    ),
  );
}

/** The create and edit form of every kind: fields from the kind's config, server errors by field. */
export function ContentForm<T extends { id: string }>({
  kind,
  texts,
  item,
  onSaved,
  onCancel,
  children,
}: ContentFormProps<T>) {
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [resetKey, setResetKey] = useState(0);
  const mode = item ? 'edit' : 'create';
  const values = item ? formValuesOf(kind.fields, item) : startingValues(kind.fields);
  const current = item ? kind.currentFile?.(item) : undefined;
  const sending = status.state === 'sending';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const data = new FormData(event.currentTarget);
    const withFile = hasChosenFile(data);
    setStatus({ state: 'sending', progress: withFile ? 0 : undefined });
    setFieldErrors({});
    const onProgress = (fraction: number) => setStatus({ state: 'sending', progress: fraction });
    try {
      await (item ? kind.update(item.id, data, onProgress) : kind.create(data, onProgress));
      showToast(texts.success, 'success');
      setStatus({ state: 'idle' });
      if (!item) setResetKey((key) => key + 1);
      onSaved?.();
    } catch (error) {
      const byField = fieldErrorsOf(error);
      const fileField = kind.fields.find((field) =>
        ['file', 'image', 'album'].includes(field.kind),
      );
      // A refused file (415, 413) may come without a field name: show it next to the file input.
      if (withFile && fileField && Object.keys(byField).length === 0) {
        const message = (error as { serverMessage?: string }).serverMessage;
        if (message) byField[fileField.key] = message;
      }
      setFieldErrors(byField);
      const message = texts.failure?.(error);
      if (message) showToast(message);
      setStatus({ state: 'failed', message });
    }
  };

  return (
    <form key={resetKey} className={styles.form} onSubmit={onSubmit} aria-busy={sending}>
      {kind.fields.map((field) =>
        field.kind === 'album' ? (
          <AlbumField
            key={field.key}
            field={field}
            current={item && kind.currentAlbum?.(item)}
            progress={status.state === 'sending' ? status.progress : undefined}
            error={[field.key, ...field.errorFields].map((name) => fieldErrors[name]).find(Boolean)}
          />
        ) : (
          <DescribedField
            key={field.key}
            field={field}
            defaultValue={values[field.key]}
            error={fieldErrors[field.key]}
            mode={mode}
            current={current}
          />
        ),
      )}
      {status.state === 'sending' && status.progress !== undefined && (
        <UploadProgress fraction={status.progress} />
      )}
      {status.state === 'failed' && status.message && (
        <p className={styles.formError} role="alert">
          {status.message}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={sending}>
          {sending ? (texts.submitting ?? 'Saving…') : texts.submit}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel} disabled={sending}>
            Cancel
          </Button>
        )}
        {children}
      </div>
    </form>
  );
}
