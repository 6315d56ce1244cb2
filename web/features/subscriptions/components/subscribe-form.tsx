import { FormField } from '#web/components/forms/form-field.tsx';
import { PublicForm } from '#web/components/forms/public-form.tsx';
import { useFormSubmission } from '#web/lib/use-form-submission.ts';
import { subscribe } from '#web/features/subscriptions/api/subscription-calls.ts';
import { useSubscriptionsTranslation } from '#web/features/subscriptions/messages/subscriptions-messages.ts';
import { subscriptionModes, subscriptionMessages } from '#contracts/subscriptions.ts';
import { audiences, type Audience } from '#contracts/audiences.ts';
import { inLanguage } from '#web/lib/in-language.ts';
import type { PageFormProblems } from '#web/lib/public-forms.ts';
import { ChoiceFields } from './choice-fields.tsx';

/** The groups and the frequency as they were ticked in a form the page refused. */
function chosenIn(values: PageFormProblems['values']) {
  const ticked = values.audiences === undefined ? [] : [values.audiences].flat();
  const mode = subscriptionModes.find((known) => known === values.mode);
  return {
    audiences: audiences.filter((known) => ticked.includes(known)) as Audience[],
    ...(mode && { mode }),
  };
}

/**
 * Circulars by e-mail: the address, the groups and how often; confirmed from the mail sent.
 * Without scripts the page's action requests it the same way (`problems`, `sent`, decision 0026).
 */
export function SubscribeForm({ problems, sent }: { problems?: PageFormProblems; sent?: boolean }) {
  const submission = useFormSubmission(subscribe, problems);
  const { fieldError, typed } = submission;
  const { t, language } = useSubscriptionsTranslation();
  return (
    <PublicForm
      submission={submission}
      sent={sent}
      label={t('subscriptions.formLabel')}
      submit={{ label: t('subscriptions.subscribe'), sending: t('subscriptions.sending') }}
      sentNotice={{
        title: t('subscriptions.sentTitle'),
        againLabel: t('subscriptions.again'),
        pageMessage: inLanguage(subscriptionMessages.requested, language),
        againTo: '/subscribe#subscribe',
      }}
    >
      <FormField name="email" label={t('subscriptions.email')} required error={fieldError('email')}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            maxLength={254}
            defaultValue={typed('email')}
          />
        )}
      </FormField>
      <ChoiceFields
        errors={{ audiences: fieldError('audiences') }}
        {...(problems && chosenIn(problems.values))}
      />
    </PublicForm>
  );
}
