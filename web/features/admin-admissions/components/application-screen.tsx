import { useCallback, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { adminScreens } from '#contracts/admin-addresses.ts';
import {
  admissionLimits,
  type ApplicationReview,
  type StaffApplication,
} from '#contracts/admissions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { formatDay, formatTime } from '#web/lib/format.ts';
import { showToast } from '#web/lib/toast.ts';
import { useRemoteData } from '#web/lib/use-remote-data.ts';
import {
  getAdmissionApplication,
  reviewAdmissionApplication,
} from '#web/features/admin-admissions/api/admissions-api.ts';
import { classWords } from '#web/features/admin-admissions/lib/admission-words.ts';
import { Facts } from '#web/components/ui/facts.tsx';
import { DocumentChecks } from './document-checks.tsx';
import { StageActions } from './stage-actions.tsx';
import styles from './admissions.module.css';

const genderWords = { girl: 'Girl', boy: 'Boy', other: 'Other' } as const;

/** One application: where it is, its documents, the child and the parents, and staff notes. */
export function ApplicationScreen({ id }: { id: string }) {
  const load = useCallback((signal: AbortSignal) => getAdmissionApplication(id, signal), [id]);
  const { state } = useRemoteData(load, 'the application');
  // The filtered list it was opened from (application-table.tsx), else the year's whole list.
  const from: unknown = useLocation().state;
  const list =
    typeof (from as { list?: unknown } | null)?.list === 'string'
      ? (from as { list: string }).list
      : '';
  const back = (
    <p>
      <Link to={`${adminScreens.admissions}${list.startsWith('?') ? list : ''}`}>
        All applications
      </Link>
    </p>
  );
  if (state.status !== 'loaded')
    return (
      <section className={styles.card} aria-labelledby="admission-title">
        <h1 id="admission-title">Application</h1>
        {state.status === 'loading' ? (
          <p role="status">Loading the application…</p>
        ) : (
          <p role="alert" className={styles.alert}>
            {state.error instanceof ApiRequestError && state.error.status === 404
              ? 'This application is not here: it may have been deleted.'
              : 'The application could not be loaded. Please reload the page.'}
          </p>
        )}
        {back}
      </section>
    );
  return <ApplicationView key={state.data.id} loaded={state.data} back={back} />;
}

function ApplicationView({ loaded, back }: { loaded: StaffApplication; back: ReactNode }) {
  const [application, setApplication] = useState(loaded);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [notes, setNotes] = useState(loaded.notes);

  const review = async (body: ApplicationReview, done: string) => {
    setBusy(true);
    setProblem(undefined);
    try {
      const saved = await reviewAdmissionApplication(application.id, body);
      setApplication(saved);
      showToast(done, 'success');
    } catch (error) {
      setProblem(
        error instanceof ApiRequestError
          ? (error.serverMessage ?? 'The change was not saved. Please try again.')
          : 'The change was not saved. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  const child = [
    ['Class', classWords(application.class)],
    ['Date of birth', formatDay(application.dateOfBirth)],
    ['Gender', genderWords[application.gender]],
    ['Previous school', application.previousSchool],
    ['Previous class', application.previousClass],
    ['Brothers or sisters in the school', application.siblings],
  ];
  const parents = [
    ['Parent', application.parentName],
    ['Phone', application.phone],
    ['Email', application.email],
    ['Occupation', application.occupation],
    ['Second guardian', application.secondGuardianName],
    ["Second guardian's phone", application.secondGuardianPhone],
    ["Second guardian's email", application.secondGuardianEmail],
    ["Second guardian's occupation", application.secondGuardianOccupation],
    ['Address', application.address],
    ['Mails in', application.language === 'hi' ? 'Hindi' : 'English'],
  ];

  return (
    <section className={styles.card} aria-labelledby="admission-title">
      <h1 id="admission-title">{application.childName}</h1>
      <p className={styles.muted}>
        {application.number} · {classWords(application.class)} · received{' '}
        {formatTime(application.createdAt)}
      </p>
      {application.duplicate && (
        <p className={styles.flag}>
          Applied twice? An earlier application this year has the same child’s name, date of birth
          and a parent’s phone.
        </p>
      )}
      <StageActions
        application={application}
        busy={busy}
        onReview={(body) => void review(body, 'Stage changed. The parent is mailed.')}
      />
      {problem && (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      )}
      {application.slot && (
        <p>
          Interaction booked: {formatDay(application.slot.date)} at {application.slot.time},{' '}
          {application.slot.place}.
        </p>
      )}
      <DocumentChecks
        application={application}
        busy={busy}
        onReview={(body) => void review(body, 'Document checked.')}
      />
      <section className={styles.part} aria-labelledby="admission-child-title">
        <h2 id="admission-child-title">Child</h2>
        <Facts rows={child} />
      </section>
      <section className={styles.part} aria-labelledby="admission-parents-title">
        <h2 id="admission-parents-title">Parents</h2>
        <Facts rows={parents} />
        <p className={styles.muted}>
          Agreed to how the school keeps these details (wording of {application.consentVersion}) on{' '}
          {formatTime(application.consentedAt)}.
        </p>
      </section>
      <form
        className={styles.part}
        aria-labelledby="admission-notes-title"
        onSubmit={(event) => {
          event.preventDefault();
          void review({ notes }, 'Notes saved.');
        }}
      >
        <h2 id="admission-notes-title">Staff notes</h2>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="admission-notes">
            Notes (parents never see them)
          </label>
          <textarea
            id="admission-notes"
            className={styles.input}
            rows={4}
            maxLength={admissionLimits.notes}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
        </div>
        <div>
          <Button type="submit" size="small" disabled={busy}>
            Save notes
          </Button>
        </div>
      </form>
      {back}
    </section>
  );
}
