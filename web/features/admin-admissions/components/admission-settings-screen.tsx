import { useId, useState } from 'react';
import { Link } from 'react-router';
import { adminScreens } from '#contracts/admin-addresses.ts';
import type { AdmissionSettings } from '#contracts/admissions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { schoolToday } from '#web/lib/school-date.ts';
import { useRemoteData } from '#web/lib/use-remote-data.ts';
import { listAdmissionSettings } from '#web/features/admin-admissions/api/admissions-api.ts';
import {
  defaultAdmissionYear,
  newestYearsFirst,
  nextYearSettings,
  registrationYear,
} from '#web/features/admin-admissions/lib/admission-year.ts';
import { AdmissionSettingsForm } from './admission-settings-form.tsx';
import { InteractionSlots } from './interaction-slots.tsx';
import { YearChoice } from './year-choice.tsx';
import styles from './admissions.module.css';

/** A year with nothing set: no classes, no fee, the contract's default keeping time. */
const emptyYear = (year: string): AdmissionSettings => ({
  year,
  classes: [],
  registrationFee: 0,
  externalAddress: '',
  retentionMonths: 12,
});

/**
 * A year's admission settings (administrators change them; the office reads them) and its
 * interaction slots (the office adds and deletes them).
 */
export function AdmissionSettingsScreen({ canChange }: { canChange: boolean }) {
  const id = useId();
  const { state, reload } = useRemoteData(listAdmissionSettings, 'the admission settings');
  const [chosen, setChosen] = useState<string>();
  /** A year being set up, not saved yet. */
  const [added, setAdded] = useState<AdmissionSettings>();

  const saved = state.status === 'loaded' ? state.data : [];
  const all = added && !saved.some((each) => each.year === added.year) ? [...saved, added] : saved;
  const years = newestYearsFirst(all.map((each) => each.year));
  const year =
    chosen && years.includes(chosen) ? chosen : defaultAdmissionYear(years, schoolToday());
  const settings = all.find((each) => each.year === year);

  const addYear = () => {
    const newest = saved.find((each) => each.year === newestYearsFirst(years)[0]);
    const next = newest ? nextYearSettings(newest) : emptyYear(registrationYear(schoolToday()));
    setAdded(next);
    setChosen(next.year);
  };

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Admission settings</h1>
      {state.status === 'loading' && <p role="status">Loading the settings…</p>}
      {state.status === 'error' && (
        <p role="alert" className={styles.alert}>
          The settings could not be loaded. Please reload the page.
        </p>
      )}
      {state.status === 'loaded' && (
        <>
          <div className={styles.fields}>
            {year && (
              <YearChoice id={`${id}-year`} years={years} value={year} onChange={setChosen} />
            )}
            {canChange && !added && (
              <div>
                <Button variant="secondary" onClick={addYear}>
                  Set up the next year
                </Button>
              </div>
            )}
          </div>
          {settings ? (
            <>
              <AdmissionSettingsForm
                key={settings.year}
                settings={settings}
                canChange={canChange}
                onSaved={() => {
                  setAdded(undefined);
                  reload();
                }}
              />
              <InteractionSlots
                year={settings.year}
                classes={settings.classes.map((row) => row.class)}
              />
            </>
          ) : (
            <p>No admission year is set up yet.</p>
          )}
        </>
      )}
      <p className={styles.muted}>
        <Link to={adminScreens.admissions}>Applications, the funnel and seats left</Link>
      </p>
    </section>
  );
}
