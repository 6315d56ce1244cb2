import type { ReactNode } from 'react';
import type { ApplicationReview, InboxApplication, InboxItem } from '#contracts/inbox.ts';
import { Button } from '#web/components/ui/button.tsx';
import { formatBytes, formatTime } from '#web/lib/format.ts';
import { downloadResume } from '#web/features/admin-inbox/api/download-resume.ts';
import { ApplicationReviewForm } from './application-review-form.tsx';
import { senderOf } from './inbox-labels.ts';
import styles from './inbox-panel.module.css';

type DetailsProps = {
  item: InboxItem;
  busy: boolean;
  onHandled: (item: InboxItem, handled: boolean) => void;
  onDelete: (item: InboxItem) => void;
  onReview: (application: InboxApplication, review: ApplicationReview) => void;
};

/** One message or application in full, with its actions. */
export function InboxItemDetails({ item, busy, onHandled, onDelete, onReview }: DetailsProps) {
  const rows: Array<[string, ReactNode]> =
    item.kind === 'messages'
      ? [
          ['From', senderOf(item)],
          ['Email', <a href={`mailto:${item.email}`}>{item.email}</a>],
          ['Subject', item.subject],
        ]
      : [
          ['Name', item.fullName],
          ['Email', <a href={`mailto:${item.email}`}>{item.email}</a>],
          ['Phone', <a href={`tel:${item.phone.replace(/[^+\d]/g, '')}`}>{item.phone}</a>],
          ['Position', item.positionLabel],
        ];
  const text = item.kind === 'messages' ? item.message : item.experience;
  return (
    <article className={styles.details} aria-labelledby="inbox-details-title">
      <h2 id="inbox-details-title" className={styles.detailsTitle}>
        {item.kind === 'messages' ? item.subject : `Application: ${item.fullName}`}
      </h2>
      <p className={styles.meta}>
        Received <time dateTime={item.createdAt}>{formatTime(item.createdAt)}</time>
        {item.handledAt && (
          <>
            {' '}
            · handled <time dateTime={item.handledAt}>{formatTime(item.handledAt)}</time>
          </>
        )}
      </p>
      <dl className={styles.fields}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className={styles.textTitle}>
        {item.kind === 'messages' ? 'Message' : 'Experience and qualifications'}
      </h3>
      <p className={styles.text}>{text || 'None given.'}</p>
      {item.kind === 'applications' && (
        <ApplicationReviewForm application={item} busy={busy} onSave={onReview} />
      )}
      <div className={styles.actions}>
        {item.kind === 'applications' && item.resume && (
          <Button variant="secondary" size="small" onClick={() => void downloadResume(item)}>
            Download resume ({item.resume.originalName}, {formatBytes(item.resume.byteSize)})
          </Button>
        )}
        {item.kind === 'applications' && !item.resume && (
          <span className={styles.meta}>No resume attached.</span>
        )}
        <Button size="small" disabled={busy} onClick={() => onHandled(item, !item.handledAt)}>
          {item.handledAt ? 'Mark not handled' : 'Mark handled'}
        </Button>
        <Button variant="danger" size="small" disabled={busy} onClick={() => onDelete(item)}>
          Delete
        </Button>
      </div>
    </article>
  );
}
