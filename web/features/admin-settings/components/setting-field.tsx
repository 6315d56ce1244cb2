import { useId, type HTMLAttributes, type ReactNode } from 'react';
import styles from './settings.module.css';

export type SettingFieldProps = {
  label: ReactNode;
  /** The setting's path as the server names it in a refusal, e.g. `address.postalCode`. */
  path: string;
  value: string;
  onChange: (value: string) => void;
  errors: Record<string, string>;
  hint?: ReactNode;
  optional?: boolean;
  type?: 'text' | 'email' | 'tel' | 'url' | 'time' | 'number';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  /** `hi` for the Hindi fields, so the browser offers Hindi input and reads them in Hindi. */
  lang?: 'hi';
  maxLength?: number;
  /** Shown, not changed: a rule the server's configuration fixes. */
  readOnly?: boolean;
  autoComplete?: string;
  multiline?: boolean;
};

/** One labelled setting with its hint and the server's message for it. */
export function SettingField({
  label,
  path,
  value,
  onChange,
  errors,
  hint,
  optional,
  type = 'text',
  inputMode,
  placeholder,
  lang,
  maxLength,
  readOnly,
  autoComplete = 'off',
  multiline,
}: SettingFieldProps) {
  const id = useId();
  const error = errors[path];
  const describedBy =
    [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: path,
    value,
    lang,
    maxLength,
    readOnly,
    placeholder,
    className: styles.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {optional && <span className={styles.optional}> (optional)</span>}
      </label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hint && (
        // A div: a hint may be a list (the circular number's placeholders).
        <div id={`${id}-hint`} className={styles.hint}>
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
