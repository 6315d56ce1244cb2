import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from '#web/i18n/translator.ts';
import { ApiRequestError, toastMessageFor } from './api-client.ts';

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
 * puts each server message next to its field and a summary above the button.
 */
export function useFormSubmission(send: Send) {
  const { t } = useTranslation();
  const [state, setState] = useState<SubmissionState>({ status: 'idle' });

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
        const message =
          Object.keys(fieldErrors).length > 0 ? t('forms.correctFields') : toastMessageFor(error);
        setState({ status: 'failed', message, fieldErrors });
      }
    },
    [send, t],
  );

  const fieldError = (name: string) =>
    state.status === 'failed' ? state.fieldErrors[name] : undefined;
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, onSubmit, fieldError, reset };
}
