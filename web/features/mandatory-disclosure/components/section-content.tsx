import { isMissing, isStatedFact } from '#contracts/content/disclosure-completeness.ts';
import type { Language } from '#contracts/languages.ts';
import {
  schoolInformationSections,
  type FieldSpec,
  type SchoolInformation,
  type SectionId,
} from '#contracts/content/school-information.ts';
import { displayDate } from '#web/features/mandatory-disclosure/display-date.ts';
import { useDisclosureTranslation } from '#web/features/mandatory-disclosure/messages/mandatory-disclosure-messages.ts';
import type { Translate } from '#web/i18n/translator.ts';
import { FactList, type Fact } from './fact-list.tsx';
import { FieldValue } from './field-value.tsx';

/** What staff typed (the session, the examination schedule): English, marked so on a Hindi page. */
const typed = (text: string, language: Language) =>
  language === 'en' ? text : <span lang="en">{text}</span>;

/** The important dates read as a sentence each: the admission period is one line. */
function dateFacts({ sections }: SchoolInformation, t: Translate, language: Language): Fact[] {
  const { academicSession, sessionStart, admissionStart, admissionEnd, examinationSchedule } =
    sections.dates;
  const label = (key: string) => t(`disclosure.fields.${key}`);
  return [
    { key: 'academicSession', label: label('academicSession'), value: academicSession },
    {
      key: 'sessionStart',
      label: label('sessionStart'),
      value: displayDate(sessionStart, language),
    },
    {
      key: 'admissions',
      label: t('disclosure.admissionPeriod'),
      value: t('disclosure.admissionRange', {
        start: displayDate(admissionStart, language),
        end: displayDate(admissionEnd, language),
      }),
    },
    {
      key: 'examinationSchedule',
      label: label('examinationSchedule'),
      value: typed(examinationSchedule, language),
    },
  ];
}

/**
 * The published items of a section, each labelled in the page's language by its stable key.
 * Attestation and validity show with their document. A document, link or table not filled in
 * yet is left out; a figure or text the school states (the Principal, the staff, the campus)
 * is listed and says it is not published yet (FieldValue).
 */
export function sectionFacts(
  info: SchoolInformation,
  section: SectionId,
  t: Translate,
  language: Language,
): Fact[] {
  if (section === 'dates') return dateFacts(info, t, language);
  const fields: readonly FieldSpec[] = schoolInformationSections[section].fields;
  return fields
    .filter((field) => !field.partOf && (isStatedFact(field) || !isMissing(info, section, field)))
    .map((field) => ({
      key: field.key,
      label: t(`disclosure.fields.${field.key}`),
      value: <FieldValue info={info} section={section} field={field} />,
    }));
}

export function SectionContent({ info, section }: { info: SchoolInformation; section: SectionId }) {
  const { t, language } = useDisclosureTranslation();
  return <FactList facts={sectionFacts(info, section, t, language)} />;
}
