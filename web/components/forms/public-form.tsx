import type { FormEvent, ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { FormProblems, sentNoticeOf, type SentWords } from '#web/components/forms/form-status.tsx';
import { HoneypotField } from '#web/components/forms/honeypot-field.tsx';
import type { FormSubmission } from '#web/lib/use-form-submission.ts';
import styles from './public-form.module.css';

type PublicFormProps = {
  /** The form's sending (useFormSubmission): its state, its handler, whether the browser checks. */
  submission: FormSubmission;
  /** The page's action stored the form sent without scripts (decision 0026). */
  sent?: boolean | undefined;
  /** The form's name for screen readers. */
  label: string;
  /** The button's words, and its words while the form is sent. */
  submit: { label: string; sending: string };
  /** What stands in place of the form once it was sent (sentNoticeOf). */
  sentNotice: SentWords;
  /** With a file field: the form is posted multipart, to the page's action too. */
  multipart?: boolean;
  /** In place of the submission's own handler, which it calls once nothing stops the form. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's fields. */
  children: ReactNode;
};

/**
 * A form of the public site (contact, subscribe, careers): posted to its page's action without
 * scripts (decision 0026), sent to the API with them; its fields, then the field only bots fill,
 * the summary of problems and the button that says while the form is sent. Once sent, the notice
 * stands in its place.
 */
export function PublicForm({
  submission,
  sent,
  label,
  submit,
  sentNotice,
  multipart,
  onSubmit,
  children,
}: PublicFormProps) {
  const { state, reset, noValidate } = submission;
  const notice = sentNoticeOf({ sent, state, reset }, sentNotice);
  if (notice) return notice;
  const sending = state.status === 'sending';
  return (
    <form
      method="post"
      encType={multipart ? 'multipart/form-data' : undefined}
      noValidate={noValidate}
      className={styles.form}
      onSubmit={onSubmit ?? ((event) => void submission.onSubmit(event))}
      aria-label={label}
    >
      {children}
      <HoneypotField />
      <FormProblems state={state} />
      <div>
        <Button type="submit" disabled={sending} aria-busy={sending}>
          {sending ? submit.sending : submit.label}
        </Button>
      </div>
    </form>
  );
}
