import { isMissing } from '#contracts/content/disclosure-completeness.ts';
import {
  schoolInformationSections,
  type FieldSpec,
  type SchoolInformation,
  type SectionId,
} from '#contracts/content/school-information.ts';
import { displayDate } from '#web/features/mandatory-disclosure/display-date.ts';
import { FactList, type Fact } from './fact-list.tsx';
import { FieldValue } from './field-value.tsx';

/** The important dates read as a sentence each: the admission period is one line. */
function dateFacts({ sections }: SchoolInformation): Fact[] {
  const { academicSession, sessionStart, admissionStart, admissionEnd, examinationSchedule } =
    sections.dates;
  return [
    { key: 'academicSession', label: 'Academic session', value: academicSession },
    { key: 'sessionStart', label: 'Session begins', value: displayDate(sessionStart) },
    {
      key: 'admissions',
      label: 'Admission period',
      value: `${displayDate(admissionStart)} to ${displayDate(admissionEnd)}`,
    },
    { key: 'examinationSchedule', label: 'Examination schedule', value: examinationSchedule },
  ];
}

/**
 * The published items of a section. Attestation and validity show with their document, and an
 * item not filled in yet is left out.
 */
export function sectionFacts(info: SchoolInformation, section: SectionId): Fact[] {
  if (section === 'dates') return dateFacts(info);
  const fields: readonly FieldSpec[] = schoolInformationSections[section].fields;
  return fields
    .filter((field) => !field.partOf && !isMissing(info, section, field))
    .map((field) => ({
      key: field.key,
      label: field.label,
      value: <FieldValue info={info} section={section} field={field} />,
    }));
}

export function SectionContent({ info, section }: { info: SchoolInformation; section: SectionId }) {
  return <FactList facts={sectionFacts(info, section)} />;
}
