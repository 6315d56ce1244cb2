import { FormField } from '#web/components/forms/form-field.tsx';

/**
 * A required day of a public form (a date of birth) typed day first in a plain text box, not the
 * browser's date box (mm/dd/yyyy on many phones): the page works without scripts, so its action
 * reads what was typed (contracts/typed-date.ts). The TC lookup and the admission's first step.
 */
export function TypedDayField({
  name,
  label,
  hint,
  error,
  defaultValue,
  alertError,
}: {
  name: string;
  label: string;
  /** The format to type, e.g. 14/08/2011. */
  hint: string;
  error?: string | undefined;
  defaultValue?: string | undefined;
  alertError?: boolean;
}) {
  return (
    <FormField name={name} label={label} required hint={hint} error={error} alertError={alertError}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode="numeric"
          maxLength={20}
          defaultValue={defaultValue}
        />
      )}
    </FormField>
  );
}
