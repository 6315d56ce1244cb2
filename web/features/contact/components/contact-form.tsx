import { FormField } from '#web/components/forms/form-field.tsx';
import { PublicForm } from '#web/components/forms/public-form.tsx';
import { submissionMessages } from '#contracts/inbox.ts';
import { inLanguage } from '#web/lib/in-language.ts';
import type { PageFormProblems } from '#web/lib/public-forms.ts';
import { useFormSubmission } from '#web/lib/use-form-submission.ts';
import styles from '#web/components/forms/public-form.module.css';
import { sendContactMessage } from '#web/features/contact/api/send-contact-message.ts';
import { contactFieldRows } from '#web/features/contact/contact-content.ts';
import { useContactTranslation } from '#web/features/contact/messages/contact-messages.ts';

/**
 * Contact Us: the five required fields, sent to POST /api/contact; confirmed once stored. Without
 * scripts the browser POSTs the form to the page, whose action stores it the same way: `problems`
 * is its refusal, `sent` its success (decision 0026).
 */
export function ContactForm({ problems, sent }: { problems?: PageFormProblems; sent?: boolean }) {
  const submission = useFormSubmission(sendContactMessage, problems);
  const { fieldError, typed } = submission;
  const { t, language } = useContactTranslation();
  return (
    <PublicForm
      submission={submission}
      sent={sent}
      label={t('contact.formTitle')}
      submit={{ label: t('contact.submit'), sending: t('contact.sending') }}
      sentNotice={{
        title: t('contact.sentTitle'),
        againLabel: t('contact.again'),
        pageMessage: inLanguage(submissionMessages.contact, language),
        againTo: '/contact#message',
      }}
    >
      <p className={styles.note}>{t('contact.intro')}</p>
      {contactFieldRows.map((row) => (
        <div key={row[0]!.name} className={row.length > 1 ? styles.row : undefined}>
          {row.map((field) => (
            <FormField
              key={field.name}
              name={field.name}
              label={t(`contact.${field.name}`)}
              required
              error={fieldError(field.name)}
            >
              {(control) =>
                field.type === 'textarea' ? (
                  <textarea
                    {...control}
                    rows={6}
                    maxLength={field.maxLength}
                    defaultValue={typed(field.name)}
                  />
                ) : (
                  <input
                    {...control}
                    type={field.type}
                    autoComplete={field.autoComplete}
                    maxLength={field.maxLength}
                    defaultValue={typed(field.name)}
                  />
                )
              }
            </FormField>
          ))}
        </div>
      ))}
    </PublicForm>
  );
}
