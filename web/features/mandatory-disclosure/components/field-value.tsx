import type {
  FieldSpec,
  SchoolInformation,
  SectionId,
} from '#contracts/content/school-information.ts';
import { displayDate } from '#web/features/mandatory-disclosure/display-date.ts';
import {
  fieldValue,
  isMissing,
  linkedDocument,
} from '#web/features/mandatory-disclosure/school-information-view.ts';
import { DownloadButton } from './download-button.tsx';
import styles from './mandatory-disclosure.module.css';

/** One School Information value as the public sees it; a required item not yet published says so. */
export function FieldValue({
  info,
  section,
  field,
}: {
  info: SchoolInformation;
  section: SectionId;
  field: FieldSpec;
}) {
  if (isMissing(info, section, field)) {
    return <span className={styles.missing}>Not yet published</span>;
  }
  const value = String(fieldValue(info, section, field.key));
  const document = field.kind === 'document' && linkedDocument(info, section, field.key);
  if (document) {
    return (
      <span className={styles.linked}>
        <span>{document.title || document.originalName}</span>
        <DownloadButton
          fileName={document.fileName}
          originalName={document.originalName}
          title={field.label}
        />
      </span>
    );
  }
  if (field.kind === 'url') {
    return (
      <a href={value} target="_blank" rel="noopener noreferrer">
        Watch the video<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  if (field.kind === 'email') return <a href={`mailto:${value}`}>{value}</a>;
  if (field.kind === 'date') return <time dateTime={value}>{displayDate(value)}</time>;
  return value;
}
