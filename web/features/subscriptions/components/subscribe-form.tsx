import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/forms/form-field.tsx';
import { FormProblems, SentNotice } from '#web/components/forms/form-status.tsx';
import { HoneypotField } from '#web/components/forms/honeypot-field.tsx';
import { useFormSubmission } from '#web/lib/use-form-submission.ts';
import formStyles from '#web/components/forms/public-form.module.css';
import { subscribe } from '#web/features/subscriptions/api/subscription-calls.ts';
import { useSubscriptionsTranslation } from '#web/features/subscriptions/messages/subscriptions-messages.ts';
import { ChoiceFields } from './choice-fields.tsx';

/** Circulars by e-mail: the address, the groups and how often; confirmed from the mail sent. */
export function SubscribeForm() {
  const { state, onSubmit, fieldError, reset, noValidate } = useFormSubmission(subscribe);
  const { t } = useSubscriptionsTranslation();
  if (state.status === 'sent') {
    return (
      <SentNotice
        title={t('subscriptions.sentTitle')}
        message={state.message}
        againLabel={t('subscriptions.again')}
        onAgain={reset}
      />
    );
  }
  const sending = state.status === 'sending';
  return (
    <form
      noValidate={noValidate}
      className={formStyles.form}
      onSubmit={onSubmit}
      aria-label={t('subscriptions.formLabel')}
    >
      <FormField name="email" label={t('subscriptions.email')} required error={fieldError('email')}>
        {(control) => <input {...control} type="email" autoComplete="email" maxLength={254} />}
      </FormField>
      <ChoiceFields errors={{ audiences: fieldError('audiences') }} />
      <HoneypotField />
      <FormProblems state={state} />
      <div>
        <Button type="submit" disabled={sending} aria-busy={sending}>
          {sending ? t('subscriptions.sending') : t('subscriptions.subscribe')}
        </Button>
      </div>
    </form>
  );
}
