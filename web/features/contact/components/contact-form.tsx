import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/forms/form-field.tsx';
import { FormProblems, SentNotice } from '#web/components/forms/form-status.tsx';
import { HoneypotField } from '#web/components/forms/honeypot-field.tsx';
import { useFormSubmission } from '#web/lib/use-form-submission.ts';
import styles from '#web/components/forms/public-form.module.css';
import { sendContactMessage } from '#web/features/contact/api/send-contact-message.ts';
import { contactFieldRows } from '#web/features/contact/contact-content.ts';
import { useContactTranslation } from '#web/features/contact/messages/contact-messages.ts';

/** Contact Us: the five required fields, sent to POST /api/contact; confirmed once stored. */
export function ContactForm() {
  const { state, onSubmit, fieldError, reset, noValidate } = useFormSubmission(sendContactMessage);
  const { t } = useContactTranslation();
  if (state.status === 'sent') {
    return (
      <SentNotice
        title={t('contact.sentTitle')}
        message={state.message}
        againLabel={t('contact.again')}
        onAgain={reset}
      />
    );
  }
  const sending = state.status === 'sending';
  return (
    <form
      noValidate={noValidate}
      className={styles.form}
      onSubmit={onSubmit}
      aria-label={t('contact.formTitle')}
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
                  <textarea {...control} rows={6} maxLength={field.maxLength} />
                ) : (
                  <input
                    {...control}
                    type={field.type}
                    autoComplete={field.autoComplete}
                    maxLength={field.maxLength}
                  />
                )
              }
            </FormField>
          ))}
        </div>
      ))}
      <HoneypotField />
      <FormProblems state={state} />
      <div>
        <Button type="submit" disabled={sending} aria-busy={sending}>
          {sending ? t('contact.sending') : t('contact.submit')}
        </Button>
      </div>
    </form>
  );
}
