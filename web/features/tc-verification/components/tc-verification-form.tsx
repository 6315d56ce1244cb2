import { useId } from 'react';
import { dayProblemWords } from '#web/components/forms/day-problem-words.ts';
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
  const id = useId();
  const { t, language } = useTcVerificationTranslation();
  const forms = useFormTranslation();
  const dobProblem = page.dobProblem && dayProblemWords(page.dobProblem, page.dob, forms.t);
  return (
    <div className={styles.box}>
      <form method="post" className={styles.form} aria-label={t('tcVerification.formLabel')}>
        <div className={styles.field}>
          <label htmlFor={`${id}-number`}>{t('tcVerification.number')}</label>
          <input
            id={`${id}-number`}
            name="number"
            required
            maxLength={40}
            defaultValue={page.number}
            className={styles.input}
            autoComplete="off"
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-dob`}>{t('tcVerification.dob')}</label>
          <span id={`${id}-dob-hint`} className={styles.hint}>
            {t('tcVerification.dobHint')}
          </span>
          {/* A plain text box, not the browser's date box (mm/dd/yyyy on many machines): the
              page works without JavaScript, so the server reads what was typed
              (tc-verification-data.ts, contracts/typed-date.ts). */}
          <input
            id={`${id}-dob`}
            name="dob"
            type="text"
            inputMode="numeric"
            required
            maxLength={20}
            defaultValue={page.dob}
            aria-invalid={dobProblem ? true : undefined}
            aria-describedby={dobProblem ? `${id}-dob-hint ${id}-dob-error` : `${id}-dob-hint`}
            className={styles.input}
          />
        </div>
        <Button type="submit">{t('tcVerification.verify')}</Button>
        {dobProblem && (
          <p id={`${id}-dob-error`} role="alert" className={styles.fieldError}>
            {dobProblem}
          </p>
        )}
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
