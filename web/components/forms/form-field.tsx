import { useId, type ReactElement, type ReactNode } from 'react';
import { useFormTranslation } from '#web/components/forms/messages/form-messages.ts';
import controls from '#web/components/ui/form-controls.module.css';
import publicStyles from './public-form.module.css';

export type ControlProps = {
  id: string;
  /** Left out where no FormData is sent (the block editor keeps its values itself). */
  name?: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

type FormFieldProps = {
  name?: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** Message from the browser check or the server, shown under the field and announced. */
  error?: string;
  /** Said at once by screen readers (a file refused as soon as it is chosen). */
  alertError?: boolean;
  /**
   * `public` marks a required field with "*"; `admin` (kind forms, School information, the
   * block editor) marks only the optional ones, as the original admin did.
   */
  look?: 'public' | 'admin';
  /** The control's id when others need it (the block editor's ids follow the field's path). */
  id?: string;
  /** Several controls under one name (checkboxes): a fieldset whose legend is the label. */
  group?: boolean;
  /** Said after the label in place of its required or optional mark (who reads a photo's text). */
  mark?: ReactNode;
  /** Renders the input, select or textarea with the ids that tie it to its label, hint and error. */
  children: (control: ControlProps) => ReactNode;
  /** What the field shows under its error (a file's preview, the current file). */
  below?: ReactNode;
};

/**
 * One labelled control of any form, public or admin, with its hint and its error next to it:
 * the label, its mark, and `<id>-hint` and `<id>-error` in the control's aria-describedby.
 */
export function FormField({
  name,
  label,
  required,
  hint,
  error,
  alertError,
  look = 'public',
  id: givenId,
  group,
  mark: givenMark,
  children,
  below,
}: FormFieldProps): ReactElement {
  const ownId = useId();
  const id = givenId ?? ownId;
  const { t } = useFormTranslation();
  const styles = look === 'public' ? publicStyles : controls;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const mark =
    givenMark ??
    (required ? (
      look === 'public' && (
        <span className={publicStyles.required} aria-hidden="true">
          {' '}
          *
        </span>
      )
    ) : (
      <span className={styles.optional}>{t('forms.optional')}</span>
    ));
  const control = children({
    id,
    name,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  });
  const after = (
    <>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.fieldError} role={alertError ? 'alert' : undefined}>
          {error}
        </p>
      )}
      {below}
    </>
  );
  if (group)
    return (
      <fieldset className={styles.field} aria-describedby={describedBy}>
        <legend className={styles.label}>
          {label}
          {mark}
        </legend>
        {control}
        {after}
      </fieldset>
    );
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {mark}
      </label>
      {control}
      {after}
    </div>
  );
}
