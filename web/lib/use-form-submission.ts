import { useCallback, useState, type FormEvent } from 'react';
import { visitorMessageInHindi } from '#contracts/visitor-messages-hi.ts';
import { useFormTranslation } from '#web/components/forms/messages/form-messages.ts';
import { ApiRequestError, toastMessageFor } from './api-client.ts';
import type { PageFormProblems } from './public-forms.ts';

export type SubmissionState =
  | { status: 'idle' }
  | { status: 'sending'; progress?: number }
  | { status: 'sent'; message: string }
  | { status: 'failed'; message: string; fieldErrors: Record<string, string> };

type Send = (
  form: HTMLFormElement,
  onProgress: (fraction: number) => void,
) => Promise<{ message: string }>;

/**
 * Sending a public form: the confirmation appears only once the server accepted it; a refusal
 * puts each server message next to its field and a summary above the button. On a Hindi page the
 * browser's own checks stay off (`noValidate`): their bubbles speak the browser's language, not
 * the page's, while the server's answer names each field's problem in Hindi (decision 0025).
 * `problems` is the page's answer to the same form sent without scripts (its action, decision
 * 0026): the form comes back with them and with what was typed.
 */
export function useFormSubmission(send: Send, problems?: PageFormProblems) {
  const { t, language } = useFormTranslation();
  const [state, setState] = useState<SubmissionState>(() =>
    problems
      ? { status: 'failed', message: problems.message, fieldErrors: problems.fieldErrors }
      : { status: 'idle' },
  );

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      setState({ status: 'sending' });
      try {
        const answer = await send(form, (progress) => setState({ status: 'sending', progress }));
        form.reset();
        setState({ status: 'sent', message: answer.message });
      } catch (error) {
        if (!(error instanceof ApiRequestError)) throw error;
        const fieldErrors = Object.fromEntries(
          error.fieldErrors.map((fieldError) => [fieldError.field, fieldError.message]),
        );
        // A failure the server did not word (no connection, a gateway's error page) is worded here.
        const failure = toastMessageFor(error);
        const message =
          Object.keys(fieldErrors).length > 0
            ? t('forms.correctFields')
            : language === 'hi'
              ? visitorMessageInHindi(failure)
              : failure;
        setState({ status: 'failed', message, fieldErrors });
      }
    },
    [send, t, language],
  );

  const fieldError = (name: string) =>
    state.status === 'failed' ? state.fieldErrors[name] : undefined;
  /** What was typed in a text field before the page's action refused the form. */
  const typed = (name: string) => {
    const value = problems?.values[name];
    return typeof value === 'string' ? value : undefined;
  };
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, onSubmit, fieldError, typed, reset, noValidate: language === 'hi' };
}

/** A form's sending, as useFormSubmission answers it (web/components/forms/public-form.tsx). */
export type FormSubmission = ReturnType<typeof useFormSubmission>;
