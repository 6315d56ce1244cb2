import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/forms/form-field.tsx';
import { FormProblems, SentNotice } from '#web/components/forms/form-status.tsx';
import { HoneypotField } from '#web/components/forms/honeypot-field.tsx';
import { useFormSubmission } from '#web/lib/use-form-submission.ts';
import formStyles from '#web/components/forms/public-form.module.css';
import { subscribe } from '#web/features/subscriptions/api/subscription-calls.ts';
import { ChoiceFields } from './choice-fields.tsx';

/** Circulars by e-mail: the address, the groups and how often; confirmed from the mail sent. */
export function SubscribeForm() {
  const { state, onSubmit, fieldError, reset } = useFormSubmission(subscribe);
  if (state.status === 'sent') {
    return (
      <SentNotice
        title="Check your e-mail"
        message={state.message}
        againLabel="Subscribe another address"
        onAgain={reset}
      />
    );
  }
  const sending = state.status === 'sending';
  return (
    <form className={formStyles.form} onSubmit={onSubmit} aria-label="Subscribe to circulars">
      <FormField name="email" label="Email" required error={fieldError('email')}>
        {(control) => <input {...control} type="email" autoComplete="email" maxLength={254} />}
      </FormField>
      <ChoiceFields errors={{ audiences: fieldError('audiences') }} />
      <HoneypotField />
      <FormProblems state={state} />
      <div>
        <Button type="submit" disabled={sending} aria-busy={sending}>
          {sending ? 'Sending…' : 'Subscribe'}
        </Button>
      </div>
    </form>
  );
}
