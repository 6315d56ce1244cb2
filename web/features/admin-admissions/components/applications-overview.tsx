import { useCallback, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { adminScreens } from '#contracts/admin-addresses.ts';
import {
  admissionClasses,
  admissionStages,
  type AdmissionSettings,
  type StaffApplicationFilter,
} from '#contracts/admissions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { PageButtons } from '#web/components/ui/page-buttons.tsx';
import { schoolToday } from '#web/lib/school-date.ts';
import { useRemoteData } from '#web/lib/use-remote-data.ts';
import { downloadAdmissionsCsv } from '#web/features/admin-admissions/api/admission-files.ts';
import {
  admissionFilterQuery,
  listAdmissionApplications,
  listAdmissionSettings,
} from '#web/features/admin-admissions/api/admissions-api.ts';
import {
  admissionFunnel,
  classSeats,
} from '#web/features/admin-admissions/lib/admission-figures.ts';
import {
  defaultAdmissionYear,
  newestYearsFirst,
} from '#web/features/admin-admissions/lib/admission-year.ts';
import { classWords, stageWords } from '#web/features/admin-admissions/lib/admission-words.ts';
import { AdmissionFunnelView } from './admission-funnel-view.tsx';
import { ApplicationTable } from './application-table.tsx';
import { ClassSeatsTable } from './class-seats-table.tsx';
import { FilterChoice } from './filter-choice.tsx';
import { YearChoice } from './year-choice.tsx';
import styles from './admissions.module.css';

const oneOf = <T extends string>(list: readonly T[], value: string | null) =>
  list.find((each) => each === value);
const classOptions = admissionClasses.map((value) => ({ value, label: classWords(value) }));
const stageOptions = admissionStages.map((value) => ({ value, label: stageWords(value) }));
const documentOptions = [
  { value: 'true', label: 'All documents sent' },
  { value: 'false', label: 'Documents missing or rejected' },
] as const;

/** A page number from the address; the first page stands for anything else. */
const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : undefined;
};

/**
 * The year's applications with their filters (in the address, so a filtered list can be shared
 * and survives a reload), where they are in the funnel (the chosen class's, or the year's), and
 * the seats of each class.
 */
export function ApplicationsOverview() {
  const { state } = useRemoteData(listAdmissionSettings, 'the admission settings');
  return (
    <section className={styles.card} aria-labelledby="admissions-title">
      <h1 id="admissions-title">Admissions</h1>
      {state.status === 'loading' && <p role="status">Loading the admissions…</p>}
      {state.status === 'error' && (
        <p role="alert" className={styles.alert}>
          The admissions could not be loaded. Please reload the page.
        </p>
      )}
      {state.status === 'loaded' && <YearOverview settings={state.data} />}
      <p className={styles.muted}>
        Seats, dates, documents and interaction slots:{' '}
        <Link to={adminScreens['admission-settings']}>Admission settings</Link>.
      </p>
    </section>
  );
}

function YearOverview({ settings }: { settings: readonly AdmissionSettings[] }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const years = newestYearsFirst(settings.map((each) => each.year));
  // The screen's own state, read from the address once: two choices in a row must not undo each
  // other while the address of the first is still being written.
  const [chosen, setChosen] = useState<StaffApplicationFilter>(() => ({
    year: oneOf(years, params.get('year')),
    class: oneOf(admissionClasses, params.get('class')),
    stage: oneOf(admissionStages, params.get('stage')),
    complete: oneOf(['true', 'false'] as const, params.get('complete')),
    page: pageOf(params.get('page')),
  }));
  const year = chosen.year ?? defaultAdmissionYear(years, schoolToday());
  const { class: classFilter, stage: stageFilter, complete, page } = chosen;
  const load = useCallback(
    (signal: AbortSignal) =>
      listAdmissionApplications(
        { year, class: classFilter, stage: stageFilter, complete, page },
        signal,
      ),
    [year, classFilter, stageFilter, complete, page],
  );
  const { state } = useRemoteData(load, 'the applications');

  useEffect(() => {
    const query = new URLSearchParams(admissionFilterQuery(chosen));
    if (query.toString() !== params.toString()) setParams(query, { replace: true });
  }, [chosen, params, setParams]);

  if (!year)
    return (
      <p>
        No admission year is set up yet. An administrator sets the classes, seats and dates in{' '}
        <Link to={adminScreens['admission-settings']}>Admission settings</Link>.
      </p>
    );

  const filter: StaffApplicationFilter = { year, class: classFilter, stage: stageFilter, complete };
  // Another filter starts the list again at its first page.
  const choose = (change: Partial<StaffApplicationFilter>) =>
    setChosen((current) => ({ ...current, page: undefined, ...change }));
  const yearSettings = settings.find((each) => each.year === year);

  return (
    <>
      <div className={styles.fields} role="group" aria-label="Filter applications">
        <YearChoice
          id={`${id}-year`}
          years={years}
          value={year}
          onChange={(next) => choose({ year: next })}
        />
        <FilterChoice
          id={`${id}-class`}
          label="Class"
          anyLabel="Every class"
          options={classOptions}
          value={classFilter}
          onChange={(next) => choose({ class: next })}
        />
        <FilterChoice
          id={`${id}-stage`}
          label="Stage"
          anyLabel="Every stage"
          options={stageOptions}
          value={stageFilter}
          onChange={(next) => choose({ stage: next })}
        />
        <FilterChoice
          id={`${id}-complete`}
          label="Documents"
          anyLabel="All applications"
          options={documentOptions}
          value={complete}
          onChange={(next) => choose({ complete: next })}
        />
        <Button variant="secondary" onClick={() => void downloadAdmissionsCsv(filter)}>
          Download CSV
        </Button>
      </div>
      {yearSettings?.externalAddress && (
        <p className={styles.muted}>
          Parents apply for {year} on the school’s other registration form, not on this site.
        </p>
      )}
      {state.status === 'loading' && <p role="status">Loading the applications…</p>}
      {state.status === 'error' && (
        <p role="alert" className={styles.alert}>
          The applications could not be loaded. Please reload the page.
        </p>
      )}
      {state.status === 'loaded' && (
        <>
          {state.data.total === 0 ? (
            <p>No applications match these filters.</p>
          ) : state.data.items.length === 0 ? (
            // An address kept from a longer list.
            <p>
              This page is past the end of the list.{' '}
              <Button variant="secondary" size="small" onClick={() => choose({ page: undefined })}>
                Show the first page
              </Button>
            </p>
          ) : (
            <>
              <ApplicationTable items={state.data.items} total={state.data.total} />
              <PageButtons
                label="Pages of the applications"
                page={state.data.page}
                total={state.data.total}
                pageSize={state.data.pageSize}
                onPage={(next) => choose({ page: next })}
              />
            </>
          )}
          <AdmissionFunnelView
            of={classFilter ? `${year}, ${classWords(classFilter)}` : year}
            funnel={admissionFunnel(state.data, classFilter)}
          />
          <ClassSeatsTable
            year={year}
            rows={classSeats(yearSettings?.classes ?? [], state.data.counts)}
          />
        </>
      )}
    </>
  );
}
