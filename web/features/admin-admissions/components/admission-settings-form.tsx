import { useId, useState, type FormEvent } from 'react';
import {
  admissionClasses,
  type AdmissionSettings,
  type ClassSettings,
} from '#contracts/admissions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { showToast } from '#web/lib/toast.ts';
import { saveAdmissionSettings } from '#web/features/admin-admissions/api/admissions-api.ts';
import { ClassSettingsFields } from './class-settings-fields.tsx';
import styles from './admissions.module.css';

type AdmissionSettingsFormProps = {
  settings: AdmissionSettings;
  /** Administrators change the settings; the office reads them. */
  canChange: boolean;
  onSaved: (settings: AdmissionSettings) => void;
};

/** A class switched on starts with the dates of the first class already set, and no seats. */
function freshClass(id: ClassSettings['class'], classes: readonly ClassSettings[]): ClassSettings {
  const model = classes[0];
  return {
    class: id,
    seats: 0,
    rteSeats: 0,
    opensOn: model?.opensOn ?? '',
    closesOn: model?.closesOn ?? '',
    minAge: 0,
    maxAge: 0,
    ageOn: model?.ageOn ?? '',
    documents: ['birth-certificate', 'photo', 'address-proof'],
  };
}

/**
 * A year's admissions in one plain form: where parents apply (this site, or the school's other
 * registration form), then per class the seats, RTE seats, dates, age rule and documents, the
 * fee and how long unadmitted applications are kept.
 */
export function AdmissionSettingsForm({
  settings,
  canChange,
  onSaved,
}: AdmissionSettingsFormProps) {
  const id = useId();
  const [draft, setDraft] = useState(settings);
  const [elsewhere, setElsewhere] = useState(settings.externalAddress !== '');
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  const setClass = (classId: ClassSettings['class'], row: ClassSettings | undefined) =>
    setDraft((current) => ({
      ...current,
      // In the school's order of classes, whatever order they were switched on in.
      classes: admissionClasses.flatMap((each) => {
        if (each === classId) return row ? [row] : [];
        const kept = current.classes.find((entry) => entry.class === each);
        return kept ? [kept] : [];
      }),
    }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setProblems([]);
    try {
      const saved = await saveAdmissionSettings({
        ...draft,
        externalAddress: elsewhere ? draft.externalAddress : '',
      });
      showToast(`Admission settings for ${saved.year} saved.`, 'success');
      onSaved(saved);
    } catch (error) {
      const fields =
        error instanceof ApiRequestError ? error.fieldErrors.map((entry) => entry.message) : [];
      const message =
        error instanceof ApiRequestError && error.status === 403
          ? 'Only an administrator can change the admission settings.'
          : error instanceof ApiRequestError
            ? error.serverMessage
            : undefined;
      setProblems(fields.length ? fields : [message ?? 'The settings were not saved.']);
    } finally {
      setSaving(false);
    }
  };

  const number = (key: 'registrationFee' | 'retentionMonths', label: string, hint: string) => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`${id}-${key}`}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        className={styles.input}
        type="number"
        inputMode="numeric"
        min={key === 'retentionMonths' ? 1 : 0}
        required
        value={draft[key]}
        aria-describedby={`${id}-${key}-hint`}
        onChange={(event) => setDraft({ ...draft, [key]: Number(event.target.value) })}
      />
      <p id={`${id}-${key}-hint`} className={styles.muted}>
        {hint}
      </p>
    </div>
  );

  return (
    <form
      className={styles.part}
      aria-label={`Admission settings for ${draft.year}`}
      onSubmit={onSubmit}
    >
      {!canChange && (
        <p className={styles.muted}>Only an administrator can change these settings.</p>
      )}
      <fieldset className={styles.plain} disabled={!canChange}>
        <fieldset className={styles.group}>
          <legend>Where parents apply for {draft.year}</legend>
          <label className={styles.choice}>
            <input
              type="radio"
              name={`${id}-where`}
              checked={!elsewhere}
              onChange={() => setElsewhere(false)}
            />
            On this site
          </label>
          <label className={styles.choice}>
            <input
              type="radio"
              name={`${id}-where`}
              checked={elsewhere}
              onChange={() => setElsewhere(true)}
            />
            On another registration form
          </label>
          {elsewhere && (
            <div className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-external`}>
                Address of the registration form
              </label>
              <input
                id={`${id}-external`}
                className={styles.input}
                type="url"
                required
                placeholder="https://"
                value={draft.externalAddress}
                onChange={(event) => setDraft({ ...draft, externalAddress: event.target.value })}
              />
              <p className={styles.muted}>
                Parents are sent there, and this site takes no applications for {draft.year}.
              </p>
            </div>
          )}
        </fieldset>
        {!elsewhere && (
          <>
            <div className={styles.fields}>
              {number('registrationFee', 'Registration fee (₹)', 'Paid at the school; 0 for none.')}
              {number(
                'retentionMonths',
                'Keep applications not admitted for (months)',
                'Counted from the day the last class closes; then they are deleted.',
              )}
            </div>
            <div className={styles.classes}>
              {admissionClasses.map((classId) => (
                <ClassSettingsFields
                  key={classId}
                  id={classId}
                  row={draft.classes.find((row) => row.class === classId)}
                  onChange={(row) => setClass(classId, row)}
                  fresh={() => freshClass(classId, draft.classes)}
                />
              ))}
            </div>
          </>
        )}
      </fieldset>
      {problems.length > 0 && (
        <div role="alert" className={styles.alert}>
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      )}
      {canChange && (
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : `Save the settings for ${draft.year}`}
          </Button>
        </div>
      )}
    </form>
  );
}
