import { useId, useState } from 'react';
import type {
  AdmissionDocument,
  ApplicationReview,
  StaffApplication,
} from '#contracts/admissions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { formatBytes } from '#web/lib/format.ts';
import { openAdmissionDocument } from '#web/features/admin-admissions/api/admission-files.ts';
import {
  documentStateWords,
  documentWords,
} from '#web/features/admin-admissions/lib/admission-words.ts';
import styles from './admissions.module.css';

type DocumentChecksProps = {
  application: StaffApplication;
  busy: boolean;
  onReview: (review: ApplicationReview) => void;
};

/**
 * Each document the class asks for: open what the parent sent, accept it, or reject it with the
 * reason the parent reads on the status page (they send it again from there).
 */
export function DocumentChecks({ application, busy, onReview }: DocumentChecksProps) {
  return (
    <section className={styles.part} aria-labelledby="admission-documents-title">
      <h2 id="admission-documents-title">Documents</h2>
      {application.documents.length === 0 ? (
        <p>This class asks for no documents.</p>
      ) : (
        <ul className={styles.documents}>
          {application.documents.map((entry) => (
            <DocumentCheck
              key={entry.document}
              applicationId={application.id}
              entry={entry}
              busy={busy}
              onVerdict={(verdict) => onReview({ documents: [verdict] })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

type Verdict = NonNullable<ApplicationReview['documents']>[number];

function DocumentCheck({
  applicationId,
  entry,
  busy,
  onVerdict,
}: {
  applicationId: string;
  entry: StaffApplication['documents'][number];
  busy: boolean;
  onVerdict: (verdict: Verdict) => void;
}) {
  const id = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const name = documentWords(entry.document);
  const document: AdmissionDocument = entry.document;

  return (
    <li aria-label={name}>
      <h3>{name}</h3>
      <p className={styles.muted}>
        {documentStateWords[entry.state]}
        {entry.state === 'rejected' && entry.reason && `: ${entry.reason}`}
        {entry.file && ` · ${entry.file.originalName}, ${formatBytes(entry.file.byteSize)}`}
      </p>
      {entry.file && (
        <div className={styles.actions}>
          <Button
            size="small"
            variant="secondary"
            onClick={() =>
              void openAdmissionDocument(applicationId, document, entry.file!.originalName)
            }
          >
            Open<span className="visually-hidden"> the {name.toLowerCase()}</span>
          </Button>
          {entry.state !== 'accepted' && (
            <Button
              size="small"
              disabled={busy}
              onClick={() => onVerdict({ document, verdict: 'accepted', reason: '' })}
            >
              Accept<span className="visually-hidden"> the {name.toLowerCase()}</span>
            </Button>
          )}
          {entry.state !== 'rejected' && !rejecting && (
            <Button size="small" variant="secondary" onClick={() => setRejecting(true)}>
              Reject<span className="visually-hidden"> the {name.toLowerCase()}</span>
            </Button>
          )}
        </div>
      )}
      {rejecting && (
        <form
          className={styles.fields}
          aria-label={`Reject the ${name.toLowerCase()}`}
          onSubmit={(event) => {
            event.preventDefault();
            onVerdict({ document, verdict: 'rejected', reason: reason.trim() });
            setRejecting(false);
          }}
        >
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-reason`}>
              Why (the parent reads this)
            </label>
            <input
              id={`${id}-reason`}
              className={styles.input}
              required
              maxLength={300}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <div className={styles.actions}>
            <Button type="submit" size="small" variant="danger" disabled={busy}>
              Reject
            </Button>
            <Button size="small" variant="secondary" onClick={() => setRejecting(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}
