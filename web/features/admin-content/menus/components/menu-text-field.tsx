import shared from '#web/features/admin-content/shared/admin-content.module.css';

/** An element id from a field's path in the menus (header.4.items.2.label). */
export const fieldId = (path: string) => `menus-${path.replaceAll('.', '-')}`;

type MenuTextFieldProps = {
  label: string;
  path: string;
  value: string;
  maxLength: number;
  error: string | undefined;
  onChange: (value: string) => void;
  placeholder?: string;
  /** The language typed in it (a Hindi label), so the browser offers the right keyboard. */
  lang?: string;
};

/** A labelled text input of the menus form, with the server's message for it. */
export function MenuTextField({
  label,
  path,
  value,
  maxLength,
  error,
  onChange,
  placeholder,
  lang,
}: MenuTextFieldProps) {
  const id = fieldId(path);
  return (
    <div className={shared.field}>
      <label className={shared.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={shared.input}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        lang={lang}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className={shared.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
