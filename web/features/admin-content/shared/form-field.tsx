import { useId, type ChangeEvent } from 'react';
import { DayField } from '#web/components/forms/day-field.tsx';
import type { CheckboxesFieldConfig, SelectFieldConfig, TextFieldConfig } from './content-kind.ts';
import styles from './admin-content.module.css';

type FormFieldProps = {
  field: TextFieldConfig | SelectFieldConfig | CheckboxesFieldConfig;
  defaultValue?: string;
  /** The server's message for this field. */
  error?: string;
};

/** One labelled text, date, multi-line or choice field with its hint and its server error. */
export function FormField(props: FormFieldProps) {
  const { field, defaultValue, error } = props;
  // A date is typed day first and confirmed in words, whatever the browser's date picker shows.
  if (field.type === 'date' || field.type === 'datetime-local')
    return (
      <DayField
        name={field.name}
        label={field.label}
        hint={field.hint}
        required={field.required}
        defaultValue={defaultValue}
        withTime={field.type === 'datetime-local'}
        error={error}
      />
    );
  return <OtherField {...props} />;
}

function OtherField({ field, defaultValue, error }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [field.hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    className: styles.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;

  if (field.type === 'checkboxes') {
    const checked = (defaultValue ?? field.defaultValue).split(',');
    // "Everyone" and a group contradict each other: choosing one clears the other, so a clerk
    // picking Parents need not untick Everyone first.
    const keepApart = (event: ChangeEvent<HTMLFieldSetElement>) => {
      const changed = event.target as unknown as HTMLInputElement;
      if (!field.alone || !changed.checked) return;
      for (const box of event.currentTarget.querySelectorAll<HTMLInputElement>('input')) {
        if (box !== changed && (box.value === field.alone || changed.value === field.alone))
          box.checked = false;
      }
    };
    return (
      <fieldset className={styles.field} aria-describedby={describedBy} onChange={keepApart}>
        <legend className={styles.label}>{field.label}</legend>
        {field.options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="checkbox"
              name={field.name}
              value={option.value}
              defaultChecked={checked.includes(option.value)}
            />{' '}
            {option.label}
          </label>
        ))}
        {field.hint && (
          <p id={hintId} className={styles.hint}>
            {field.hint}
          </p>
        )}
        {error && (
          <p id={errorId} className={styles.fieldError}>
            {error}
          </p>
        )}
      </fieldset>
    );
  }

  let control;
  if (field.type === 'select') {
    control = (
      <select
        {...common}
        required={field.required ?? true}
        defaultValue={defaultValue ?? field.defaultValue}
      >
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'textarea') {
    control = (
      <textarea
        {...common}
        rows={4}
        required={field.required}
        maxLength={field.maxLength}
        defaultValue={defaultValue}
      />
    );
  } else {
    control = (
      <input
        {...common}
        type={field.type}
        required={field.required}
        maxLength={field.maxLength}
        defaultValue={defaultValue}
      />
    );
  }

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {field.label}
        {field.type !== 'select' && !field.required && (
          <span className={styles.optional}> (optional)</span>
        )}
      </label>
      {control}
      {field.hint && (
        <p id={hintId} className={styles.hint}>
          {field.hint}
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
