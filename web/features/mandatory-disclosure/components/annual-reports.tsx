import { annualReportsOf } from '#contracts/content/disclosure-completeness.ts';
import type { SchoolInformation } from '#contracts/content/school-information.ts';
import { useDisclosureTranslation } from '#web/features/mandatory-disclosure/messages/mandatory-disclosure-messages.ts';
import { DownloadButton } from './download-button.tsx';
import styles from './mandatory-disclosure.module.css';

/** Each academic year's annual report, newest first, to download. */
export function AnnualReports({ info }: { info: SchoolInformation }) {
  const { t } = useDisclosureTranslation();
  return (
    <ul className={styles.annualReports} aria-label={t('disclosure.annualReportsLabel')}>
      {annualReportsOf(info).map(({ year, document }) => (
        <li key={year} className={styles.linked}>
          <span>{year}</span>
          <DownloadButton
            fileName={document.fileName}
            originalName={document.originalName}
            title={{ text: t('disclosure.annualReport', { year }) }}
          />
        </li>
      ))}
    </ul>
  );
}
