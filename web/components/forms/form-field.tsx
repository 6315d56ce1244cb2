import { useId, type ReactElement, type ReactNode } from 'react';
import { useFormTranslation } from '#web/components/forms/messages/form-messages.ts';
import styles from './public-form.module.css';

export type ControlProps = {
  id: string;
  name: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

type FormFieldProps = {
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** Message from the browser check or the server, shown under the field and announced. */
  error?: string;
  /** Renders the input, select or textarea with the ids that tie it to its label, hint and error. */
  children: (control: ControlProps) => ReactElement;
};

/** One labelled control of a public form, with its hint and its error next to it. */
export function FormField({ name, label, required, hint, error, children }: FormFieldProps) {
  const id = useId();
  const { t } = useFormTranslation();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className={styles.optional}>{t('forms.optional')}</span>
        )}
      </label>
      {children({
        id,
        name,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
