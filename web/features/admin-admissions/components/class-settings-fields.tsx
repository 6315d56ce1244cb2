import { useId } from 'react';
import {
  admissionDocuments,
  type AdmissionClass,
  type ClassSettings,
} from '#contracts/admissions.ts';
import { DayField } from '#web/components/forms/day-field.tsx';
import { classWords, documentWords } from '#web/features/admin-admissions/lib/admission-words.ts';
import styles from './admissions.module.css';

type ClassSettingsFieldsProps = {
  id: AdmissionClass;
  /** The class's settings, or none while it takes no children this year. */
  row: ClassSettings | undefined;
  onChange: (row: ClassSettings | undefined) => void;
  /** What a class switched on starts with (the dates of the classes already set). */
  fresh: () => ClassSettings;
};

const numbers = [
  { key: 'seats', label: 'Seats', hint: 'Every seat, RTE seats included.' },
  { key: 'rteSeats', label: 'RTE seats', hint: 'Filled through the state’s RTE portal.' },
  { key: 'minAge', label: 'Youngest age', hint: 'Whole years on the age date.' },
  { key: 'maxAge', label: 'Oldest age', hint: 'Whole years on the age date.' },
] as const;

const days = [
  { key: 'opensOn', label: 'Applications open on' },
  { key: 'closesOn', label: 'Applications close on' },
  { key: 'ageOn', label: 'Age counted on' },
] as const;

/** One class of the year: whether it takes children, its seats, dates, age rule and documents. */
export function ClassSettingsFields({ id, row, onChange, fresh }: ClassSettingsFieldsProps) {
  const fieldId = useId();
  const name = classWords(id);
  return (
    <fieldset>
      <legend>{name}</legend>
      <label className={styles.choice}>
        <input
          type="checkbox"
          checked={row !== undefined}
          onChange={(event) => onChange(event.target.checked ? fresh() : undefined)}
        />
        Takes children this year
      </label>
      {row && (
        <>
          <div className={styles.fields}>
            {numbers.map((field) => (
              <div key={field.key} className={styles.field}>
                <label className={styles.label} htmlFor={`${fieldId}-${field.key}`}>
                  {field.label}
                </label>
                <input
                  id={`${fieldId}-${field.key}`}
                  className={styles.input}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  required
                  value={row[field.key]}
                  aria-describedby={`${fieldId}-${field.key}-hint`}
                  onChange={(event) =>
                    onChange({ ...row, [field.key]: Number(event.target.value) })
                  }
                />
                <p id={`${fieldId}-${field.key}-hint`} className={styles.muted}>
                  {field.hint}
                </p>
              </div>
            ))}
          </div>
          <div className={styles.fields}>
            {days.map((field) => (
              <DayField
                key={field.key}
                label={field.label}
                required
                defaultValue={row[field.key]}
                onValueChange={(value) => onChange({ ...row, [field.key]: value })}
              />
            ))}
          </div>
          <fieldset className={styles.group}>
            <legend>Documents parents send for {name}</legend>
            <div className={styles.choices}>
              {admissionDocuments.map((document) => (
                <label key={document} className={styles.choice}>
                  <input
                    type="checkbox"
                    checked={row.documents.includes(document)}
                    onChange={(event) =>
                      onChange({
                        ...row,
                        documents: event.target.checked
                          ? admissionDocuments.filter(
                              (each) => each === document || row.documents.includes(each),
                            )
                          : row.documents.filter((each) => each !== document),
                      })
                    }
                  />
                  {documentWords(document)}
                </label>
              ))}
            </div>
          </fieldset>
        </>
      )}
    </fieldset>
  );
}
