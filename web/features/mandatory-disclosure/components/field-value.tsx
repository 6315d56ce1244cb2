import {
  fieldValue,
  isMissing,
  isStatedFact,
  linkedDocument,
} from '#contracts/content/disclosure-completeness.ts';
import type {
  FieldSpec,
  ResultRow,
  SchoolInformation,
  SectionId,
} from '#contracts/content/school-information.ts';
import { displayDate } from '#web/features/mandatory-disclosure/display-date.ts';
import { useDisclosureTranslation } from '#web/features/mandatory-disclosure/messages/mandatory-disclosure-messages.ts';
import { useContentLang } from '#web/i18n/translator.ts';
import { useStaffText } from '#web/i18n/staff-text.ts';
import { AnnualReports } from './annual-reports.tsx';
import { Attestation } from './attestation.tsx';
import { DownloadButton } from './download-button.tsx';
import styles from './mandatory-disclosure.module.css';
import { ResultsTable } from './results-table.tsx';

/**
 * One published School Information value as the public sees it. What staff typed stays as they
 * typed it (English, marked so on a Hindi page); a linked document shows its Hindi title there;
 * a figure or text not given yet says it is not published yet, in the page's language.
 */
export function FieldValue({
  info,
  section,
  field,
}: {
  info: SchoolInformation;
  section: SectionId;
  field: FieldSpec;
}) {
  const { t, language } = useDisclosureTranslation();
  const staffText = useStaffText();
  const typedLang = useContentLang();
  const label = t(`disclosure.fields.${field.key}`);
  if (isStatedFact(field) && isMissing(info, section, field)) return t('disclosure.notPublished');
  const value = fieldValue(info, section, field.key);
  const document = field.kind === 'document' && linkedDocument(info, section, field.key);
  if (document) {
    const title = staffText(document.title || document.originalName, document.titleHi);
    return (
      <span className={styles.linked}>
        <span lang={title.lang}>{title.text}</span>
        <DownloadButton
          fileName={document.fileName}
          originalName={document.originalName}
          title={{ text: label }}
        />
        <Attestation info={info} section={section} documentKey={field.key} />
      </span>
    );
  }
  if (field.kind === 'annualReports') return <AnnualReports info={info} />;
  if (field.kind === 'results') {
    return <ResultsTable caption={label} rows={value as ResultRow[]} />;
  }
  const text = String(value);
  if (field.kind === 'url') {
    return (
      <a href={text} target="_blank" rel="noopener noreferrer">
        {t('disclosure.watchVideo')}
        <span className="visually-hidden">{t('disclosure.opensInNewTab')}</span>
      </a>
    );
  }
  if (field.kind === 'email') return <a href={`mailto:${text}`}>{text}</a>;
  if (field.kind === 'date') return <time dateTime={text}>{displayDate(text, language)}</time>;
  if (field.kind === 'number') return text;
  return <span lang={typedLang}>{text}</span>;
}
