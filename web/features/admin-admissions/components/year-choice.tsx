import styles from './admissions.module.css';

type YearChoiceProps = {
  id: string;
  years: readonly string[];
  value: string;
  onChange: (year: string) => void;
};

/** The admission year a screen shows ("2027-28"), newest first. */
export function YearChoice({ id, years, value, onChange }: YearChoiceProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        Year
      </label>
      <select
        id={id}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
    </div>
  );
}
