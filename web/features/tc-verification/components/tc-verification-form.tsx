import { dayProblemWords } from '#web/components/forms/day-problem-words.ts';
import { FormField } from '#web/components/forms/form-field.tsx';
import formStyles from '#web/components/forms/public-form.module.css';
import { TypedDayField } from '#web/components/forms/typed-day-field.tsx';
import { useFormTranslation } from '#web/components/forms/messages/form-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import type { Translate } from '#web/i18n/translator.ts';
import { displayDateOf } from '#web/features/tc-verification/display-day.ts';
import { useTcVerificationTranslation } from '#web/features/tc-verification/messages/tc-verification-messages.ts';
import type {
  TcRefusal,
  TcVerificationPage,
} from '#web/features/tc-verification/tc-verification-data.ts';
import styles from './tc-verification.module.css';

/** Why the lookup was refused and when to try again, in the page's language. */
function refusalText(refusal: TcRefusal, t: Translate): string {
  const { limit, retryAfterSeconds } = refusal;
  if (limit === 'address') {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    if (minutes === 1) return t('tcVerification.refusedAddressOneMinute');
    return t('tcVerification.refusedAddress', { minutes });
  }
  const hours = Math.ceil(retryAfterSeconds / 3600);
  if (hours === 1) return t('tcVerification.refusedNumberOneHour');
  return t('tcVerification.refusedNumber', { hours });
}

/**
 * A plain POST form (it works without JavaScript; the number and date of birth never go in the
 * address, decision 0026) and its answer. The answer names only the date of issue and the class:
 * never the student.
 */
export function TcVerificationForm({ page }: { page: TcVerificationPage }) {
  const { t, language } = useTcVerificationTranslation();
  const forms = useFormTranslation();
  const dobProblem = page.dobProblem && dayProblemWords(page.dobProblem, page.dob, forms.t);
  return (
    <div className={styles.box}>
      <form method="post" className={formStyles.form} aria-label={t('tcVerification.formLabel')}>
        <div className={formStyles.row}>
          <FormField name="number" label={t('tcVerification.number')} required>
            {(control) => (
              <input {...control} maxLength={40} defaultValue={page.number} autoComplete="off" />
            )}
          </FormField>
          <TypedDayField
            name="dob"
            label={t('tcVerification.dob')}
            hint={t('tcVerification.dobHint')}
            error={dobProblem}
            defaultValue={page.dob}
            alertError
          />
        </div>
        <div>
          <Button type="submit">{t('tcVerification.verify')}</Button>
        </div>
      </form>
      {page.refused && (
        <p role="status" className={styles.notFound}>
          {refusalText(page.refused, t)}
        </p>
      )}
      {page.result !== undefined && (
        <p role="status" className={page.result ? styles.found : styles.notFound}>
          {page.result
            ? t('tcVerification.found', {
                date: displayDateOf(page.result.issuedOn, language),
                school: page.result.school,
                className: page.result.className,
              })
            : t('tcVerification.notFound')}
        </p>
      )}
    </div>
  );
}
