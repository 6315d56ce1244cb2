import { academicYearLabel, academicYearOf } from '#contracts/academic-year.ts';

/**
 * The environment variable that fixes each office rule when the server sets it
 * (server/config.ts, decision 0027): `fixedByEnvironment` names the field.
 */
export const environmentNames: Record<string, string> = {
  circularNumberFormat: 'CIRCULAR_NUMBER_FORMAT',
  digestTime: 'DIGEST_TIME',
  'retention.applicationMonths': 'APPLICATION_RETENTION_MONTHS',
  'retention.messageMonths': 'MESSAGE_RETENTION_MONTHS',
};

/**
 * The 14th circular of the academic year `today` falls in, numbered by `format` as
 * server/modules/content/notices/circular-numbers.ts numbers them: {abbreviation}, {year} (2026-27),
 * {nnn} (014) and {n} (14).
 */
export function circularNumberExample(format: string, abbreviation: string, today: string) {
  return format
    .trim()
    .replaceAll('{abbreviation}', abbreviation)
    .replaceAll('{year}', academicYearLabel(academicYearOf(today)))
    .replaceAll('{nnn}', '014')
    .replaceAll('{n}', '14');
}
