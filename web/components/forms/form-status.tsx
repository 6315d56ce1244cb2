import { useEffect, useRef, type ReactElement } from 'react';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import type { SubmissionState } from '#web/lib/use-form-submission.ts';
import { useFormTranslation } from '#web/components/forms/messages/form-messages.ts';
import styles from './public-form.module.css';

/** The form's error summary, or the upload bar while a file is sent. */
export function FormProblems({ state }: { state: SubmissionState }) {
  const { t } = useFormTranslation();
  if (state.status === 'failed') {
    return (
      <p className={styles.formError} role="alert">
        {state.message}
      </p>
    );
  }
  if (state.status === 'sending' && state.progress !== undefined) {
    const percent = Math.round(state.progress * 100);
    return (
      <div className={styles.progress}>
        <span id="upload-progress-label">
          {percent < 100 ? t('forms.uploading', { percent }) : t('forms.checkingFile')}
        </span>
        <progress aria-labelledby="upload-progress-label" max={100} value={percent}>
          {percent}%
        </progress>
      </div>
    );
  }
  return null;
}

/**
 * Shown in place of the form once the server has accepted it; focus moves here so it is announced.
 * After a form sent without scripts (decision 0026) "again" is a link to the empty form, `againTo`.
 */
export function SentNotice({
  title,
  message,
  againLabel,
  onAgain,
  againTo,
}: {
  title: string;
  message: string;
  againLabel: string;
  onAgain?: () => void;
  againTo?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} className={styles.sent} role="status" tabIndex={-1}>
      <h3>{title}</h3>
      <p>{message}</p>
      {againTo ? (
        <ButtonLink to={againTo} variant="secondary" size="small">
          {againLabel}
        </ButtonLink>
      ) : (
        <Button variant="secondary" size="small" onClick={onAgain}>
          {againLabel}
        </Button>
      )}
    </div>
  );
}

/** A sent form's notice: its title, "again", and the message after the page's action. */
export type SentWords = { title: string; againLabel: string; pageMessage: string; againTo: string };

/**
 * What stands in place of a public form once it was sent, or null while it is to be sent: after
 * the page's action (no scripts, `sent`) the message in the page's language and "again" a link to
 * the empty form; after the API call the server's message and "again" clears the form.
 */
export function sentNoticeOf(
  { sent, state, reset }: { sent?: boolean | undefined; state: SubmissionState; reset: () => void },
  words: SentWords,
): ReactElement | null {
  if (state.status === 'sent') {
    return (
      <SentNotice
        title={words.title}
        message={state.message}
        againLabel={words.againLabel}
        onAgain={reset}
      />
    );
  }
  if (!sent) return null;
  return (
    <SentNotice
      title={words.title}
      message={words.pageMessage}
      againLabel={words.againLabel}
      againTo={words.againTo}
    />
  );
}
