import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/forms/form-field.tsx';
import { FormProblems, SentNotice } from '#web/components/forms/form-status.tsx';
import { HoneypotField } from '#web/components/forms/honeypot-field.tsx';
import { useFormSubmission } from '#web/lib/use-form-submission.ts';
import styles from '#web/components/forms/public-form.module.css';
import { sendContactMessage } from '#web/features/contact/api/send-contact-message.ts';
import { contactFieldRows, contactFormText } from '#web/features/contact/contact-content.ts';

/** Contact Us: the five required fields, sent to POST /api/contact; confirmed once stored. */
export function ContactForm() {
  const { state, onSubmit, fieldError, reset } = useFormSubmission(sendContactMessage);
  if (state.status === 'sent') {
    return (
      <SentNotice
        title={contactFormText.sentTitle}
        message={state.message}
        againLabel={contactFormText.again}
        onAgain={reset}
      />
    );
  }
  const sending = state.status === 'sending';
  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label={contactFormText.title}>
      <p className={styles.note}>{contactFormText.intro}</p>
      {contactFieldRows.map((row) => (
        <div key={row[0]!.name} className={row.length > 1 ? styles.row : undefined}>
          {row.map((field) => (
            <FormField
              key={field.name}
              name={field.name}
              label={field.label}
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
          {sending ? contactFormText.sending : contactFormText.submit}
        </Button>
      </div>
    </form>
  );
}
