import { capitalize } from '#web/lib/capitalize.ts';
import { formatBytes } from '#web/lib/format.ts';
import type { DocumentView } from '#web/features/mandatory-disclosure/disclosure-view.ts';
import { displayDate } from '#web/features/mandatory-disclosure/display-date.ts';
import { DownloadButton } from './download-button.tsx';
import styles from './mandatory-disclosure.module.css';

/** One document: type, title, description, date, size and its Download button. */
export function DocumentRow({ document }: { document: DocumentView }) {
  return (
    <li className={styles.row}>
      <div className={styles.rowBody}>
        <span className={styles.type}>{capitalize(document.type)}</span>
        <h3 className={styles.rowTitle}>{document.title}</h3>
        <p className={styles.rowText}>{document.description}</p>
        <p className={styles.rowMeta}>
          <time dateTime={document.date}>{displayDate(document.date)}</time>
          <span aria-hidden="true"> · </span>
          {formatBytes(document.fileSize)}
        </p>
      </div>
      <DownloadButton
        fileName={document.fileName}
        originalName={document.originalName}
        title={document.title}
      />
    </li>
  );
}
