import { useId } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { displayDateOf } from '#web/features/tc-verification/display-day.ts';
import type { TcVerificationPage } from '#web/features/tc-verification/tc-verification-data.ts';
import styles from './tc-verification.module.css';

/**
 * A plain GET form (it works without JavaScript) and its answer. The answer names only the date
 * of issue and the class: never the student.
 */
export function TcVerificationForm({ page }: { page: TcVerificationPage }) {
  const id = useId();
  return (
    <div className={styles.box}>
      <form method="get" className={styles.form} aria-label="Verify a transfer certificate">
        <div className={styles.field}>
          <label htmlFor={`${id}-number`}>TC number</label>
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
          <label htmlFor={`${id}-dob`}>Student’s date of birth</label>
          <input
            id={`${id}-dob`}
            name="dob"
            type="date"
            required
            defaultValue={page.dob}
            className={styles.input}
          />
        </div>
        <Button type="submit">Verify</Button>
      </form>
      {page.result !== undefined && (
        <p role="status" className={page.result ? styles.found : styles.notFound}>
          {page.result
            ? `Issued on ${displayDateOf(page.result.issuedOn)} by ${page.result.school}, class ${page.result.className}.`
            : 'No matching certificate. Check the TC number and the date of birth, or write to the school office.'}
        </p>
      )}
    </div>
  );
}
