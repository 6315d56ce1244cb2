import { annualReportsOf } from '#contracts/content/disclosure-completeness.ts';
import type { SchoolInformation } from '#contracts/content/school-information.ts';
import { DownloadButton } from './download-button.tsx';
import styles from './mandatory-disclosure.module.css';

/** Each academic year's annual report, newest first, to download. */
export function AnnualReports({ info }: { info: SchoolInformation }) {
  return (
    <ul className={styles.annualReports} aria-label="Annual reports">
      {annualReportsOf(info).map(({ year, document }) => (
        <li key={year} className={styles.linked}>
          <span>{year}</span>
          <DownloadButton
            fileName={document.fileName}
            originalName={document.originalName}
            title={`Annual report ${year}`}
          />
        </li>
      ))}
    </ul>
  );
}
