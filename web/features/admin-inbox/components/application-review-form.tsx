import { useState, type FormEvent } from 'react';
import {
  applicationNotesLimit,
  applicationStatuses,
  applicationStatusLabels,
  type ApplicationReview,
  type ApplicationStatus,
  type InboxApplication,
} from '#contracts/inbox.ts';
import { Button } from '#web/components/ui/button.tsx';
import styles from './application-review.module.css';

type ReviewFormProps = {
  application: InboxApplication;
  busy: boolean;
  onSave: (application: InboxApplication, review: ApplicationReview) => void;
};

/** Where staff are with an application, and their notes on it (the applicant never sees them). */
export function ApplicationReviewForm({ application, busy, onSave }: ReviewFormProps) {
  const [status, setStatus] = useState<ApplicationStatus>(application.status);
  const [notes, setNotes] = useState(application.notes);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSave(application, { status, notes });
  };

  return (
    <form className={styles.review} aria-labelledby="application-review-title" onSubmit={onSubmit}>
      <h3 id="application-review-title" className={styles.reviewTitle}>
        Review
      </h3>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="application-status">
          Status
        </label>
        <select
          id="application-status"
          className={styles.input}
          value={status}
          onChange={(event) =>
            setStatus(applicationStatuses.find((option) => option === event.target.value) ?? 'new')
          }
        >
          {applicationStatuses.map((option) => (
            <option key={option} value={option}>
              {applicationStatusLabels[option]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="application-notes">
          Staff notes
        </label>
        <textarea
          id="application-notes"
          className={styles.input}
          rows={4}
          maxLength={applicationNotesLimit}
          value={notes}
          aria-describedby="application-notes-hint"
          onChange={(event) => setNotes(event.target.value)}
        />
        <p id="application-notes-hint" className={styles.hint}>
          Seen by staff with Inbox access only; included in the CSV export.
        </p>
      </div>
      <div>
        <Button type="submit" size="small" disabled={busy}>
          Save review
        </Button>
      </div>
    </form>
  );
}
