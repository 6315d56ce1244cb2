import { fieldValue, linkedDocument } from '#contracts/content/disclosure-completeness.ts';
import type {
  FieldSpec,
  ResultRow,
  SchoolInformation,
  SectionId,
} from '#contracts/content/school-information.ts';
import { displayDate } from '#web/features/mandatory-disclosure/display-date.ts';
import { AnnualReports } from './annual-reports.tsx';
import { Attestation } from './attestation.tsx';
import { DownloadButton } from './download-button.tsx';
import styles from './mandatory-disclosure.module.css';
import { ResultsTable } from './results-table.tsx';

/** One published School Information value as the public sees it. */
export function FieldValue({
  info,
  section,
  field,
}: {
  info: SchoolInformation;
  section: SectionId;
  field: FieldSpec;
}) {
  const value = fieldValue(info, section, field.key);
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
        <Attestation info={info} section={section} documentKey={field.key} />
      </span>
    );
  }
  if (field.kind === 'annualReports') return <AnnualReports info={info} />;
  if (field.kind === 'results') {
    return <ResultsTable caption={field.label} rows={value as ResultRow[]} />;
  }
  const text = String(value);
  if (field.kind === 'url') {
    return (
      <a href={text} target="_blank" rel="noopener noreferrer">
        Watch the video<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  if (field.kind === 'email') return <a href={`mailto:${text}`}>{text}</a>;
  if (field.kind === 'date') return <time dateTime={text}>{displayDate(text)}</time>;
  return text;
}
