import {
  admissionClassLabels,
  admissionStageLabels,
  type ApplicationSummary,
} from '#contracts/admissions.ts';
import { csvLine } from '#server/modules/inbox/index.ts';
import { todayInKolkata } from '#server/lib/school-dates.ts';

const header = [
  'Number',
  'Received',
  'Class',
  'Child',
  'Date of birth',
  'Parent',
  'Phone',
  'Stage',
  'Documents complete',
  'Possible duplicate',
];

/** The applications as CSV (formulas neutralised as in the careers export), with a byte order mark, so Excel reads Devanagari names as UTF-8. */
export function admissionsCsv(items: ApplicationSummary[]): string {
  const rows = items.map((item) =>
    csvLine([
      item.number,
      todayInKolkata(new Date(item.createdAt)),
      admissionClassLabels[item.class].en,
      item.childName,
      item.dateOfBirth,
      item.parentName,
      item.phone,
      admissionStageLabels[item.stage].en,
      item.complete ? 'Yes' : 'No',
      item.duplicate ? 'Yes' : 'No',
    ]),
  );
  return `\uFEFF${[csvLine(header), ...rows].join('\r\n')}\r\n`;
}

export const admissionsCsvName = (now = new Date()) => `admissions-${todayInKolkata(now)}.csv`;
