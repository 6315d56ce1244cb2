import styles from './admissions.module.css';

type FilterChoiceProps<T extends string> = {
  id: string;
  label: string;
  /** The first option, which sets no filter ("Every class"). */
  anyLabel: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T | undefined;
  onChange: (value: T | undefined) => void;
};

/** One filter of the applications list: a labelled choice whose first option filters nothing. */
export function FilterChoice<T extends string>({
  id,
  label,
  anyLabel,
  options,
  value,
  onChange,
}: FilterChoiceProps<T>) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.input}
        value={value ?? ''}
        onChange={(event) =>
          onChange(options.find((option) => option.value === event.target.value)?.value)
        }
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
