import type { ChangeEvent } from 'react';
import { DayField } from '#web/components/forms/day-field.tsx';
import type { Field, SelectField } from '#web/components/forms/field-spec.ts';
import { FormField } from '#web/components/forms/form-field.tsx';
import type { CurrentFile } from './content-kind.ts';
import { FileField } from './file-field.tsx';
import styles from './admin-content.module.css';

type DescribedFieldProps = {
  field: Field;
  defaultValue?: string | undefined;
  /** The server's message for this field. */
  error?: string | undefined;
  /** A file field keeps the saved file on edit (file-field.tsx). */
  mode?: 'create' | 'edit';
  current?: CurrentFile | undefined;
};

/** One field of an admin form sent as FormData, drawn from its description (field-spec.ts). */
export function DescribedField({
  field,
  defaultValue,
  error,
  mode = 'create',
  current,
}: DescribedFieldProps) {
  const required = !field.optional;
  switch (field.kind) {
    // A date is typed day first and confirmed in words, whatever the browser's date picker shows.
    case 'date':
    case 'datetime':
      return (
        <DayField
          name={field.key}
          label={field.label}
          hint={field.hint}
          required={required}
          defaultValue={defaultValue}
          withTime={field.kind === 'datetime'}
          error={error}
        />
      );
    case 'image':
    case 'file':
      return <FileField field={field} mode={mode} current={current} error={error} />;
    case 'checkboxes':
      return <CheckboxesControl field={field} defaultValue={defaultValue} error={error} />;
  }
  return (
    <FormField
      look="admin"
      name={field.key}
      label={field.label}
      hint={field.hint}
      required={required}
      error={error}
    >
      {(control) => {
        const props = { ...control, className: styles.input };
        if (field.kind === 'select')
          return <SelectControl field={field} props={props} defaultValue={defaultValue} />;
        if (field.kind === 'textarea')
          return (
            <textarea
              {...props}
              rows={4}
              maxLength={field.maxLength}
              lang={field.lang}
              defaultValue={defaultValue}
            />
          );
        return (
          <input
            {...props}
            type={field.kind}
            maxLength={field.maxLength}
            lang={field.kind === 'text' ? field.lang : undefined}
            defaultValue={defaultValue}
          />
        );
      }}
    </FormField>
  );
}

function SelectControl({
  field,
  props,
  defaultValue,
}: {
  field: SelectField;
  props: { required?: boolean | undefined };
  defaultValue: string | undefined;
}) {
  // An empty option is a choice ("Not yet published"); the browser's `required` would refuse it.
  const noneChosen = field.options.some((option) => option.value === '');
  return (
    <select
      {...props}
      required={props.required && !noneChosen}
      defaultValue={defaultValue ?? field.defaultValue}
    >
      {field.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

function CheckboxesControl({
  field,
  defaultValue,
  error,
}: {
  field: Extract<Field, { kind: 'checkboxes' }>;
  defaultValue: string | undefined;
  error: string | undefined;
}) {
  const checked = (defaultValue ?? field.defaultValue).split(',');
  // "Everyone" and a group contradict each other: choosing one clears the other, so a clerk
  // picking Parents need not untick Everyone first.
  const keepApart = (event: ChangeEvent<HTMLInputElement>) => {
    const changed = event.currentTarget;
    if (!field.alone || !changed.checked) return;
    for (const box of changed.closest('fieldset')?.querySelectorAll('input') ?? []) {
      if (box !== changed && (box.value === field.alone || changed.value === field.alone))
        box.checked = false;
    }
  };
  return (
    <FormField
      look="admin"
      group
      name={field.key}
      label={field.label}
      hint={field.hint}
      required={!field.optional}
      error={error}
    >
      {() =>
        field.options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="checkbox"
              name={field.key}
              value={option.value}
              defaultChecked={checked.includes(option.value)}
              onChange={keepApart}
            />{' '}
            {option.label}
          </label>
        ))
      }
    </FormField>
  );
}
